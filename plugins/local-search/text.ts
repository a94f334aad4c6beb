import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import { ENGLISH_SYNONYMS } from "./englishSynonyms";
import { RUSSIAN_SYNONYMS } from "./russianSynonyms";

/**
 * How text becomes index terms, the same at build time and for queries. Words are runs of letters,
 * digits, `_` and `$` (so `$` and `$$`, two command names, are words). A camelCase or snake_case
 * identifier is indexed whole and as its parts, so `setCookies` is found as "setcookies",
 * "set cookies" and "set cookie". A hyphenated Latin name is also indexed joined (joinedCompounds), so
 * `--keep-browser-on-fail` is found as typed and as the config option `keepBrowserOnFail`, and `list-tests`
 * typed whole finds the page that names it before pages with the words "list" and "tests". Cyrillic words
 * go through the Russian stemmer, the rest through the English one, on both sites: Russian pages name
 * identifiers and English terms too.
 */
export type Locale = "en" | "ru";

const WORD = /[\p{L}\p{N}_$]+/gu;
export const CYRILLIC = /\p{Script=Cyrillic}/u;
const IDENTIFIER = /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|_/u;
const DOTTED = /(?<![\p{L}\p{N}_$.])[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+/gu;
const COMPOUND = /(?<![\p{L}\p{N}_-])(--)?([\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+)(?![\p{L}\p{N}_])/gu;

/**
 * Words that carry no meaning for search; AND-first ranking would otherwise require them. English: function words,
 * the fillers of readers' requests ("want", "need") and "npx", which precedes every command line in the docs;
 * Russian: the Snowball project's Russian stop list, and the fillers of readers' questions («что такое», «что это»,
 * «зачем нужны»).
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be by do does for from how i in into is it its me my of on or so that the this to " +
    "what when with without you your want need npx " +
    "а без более больше будет будто бы был была были было быть в вам вас вдруг ведь во вот впрочем все всегда " +
    "всего всех всю вы где да даже два для до другой его ее ей ему если есть еще ж же за зачем здесь и из или " +
    "им иногда их к как какая какой когда конечно кто куда ли лучше между меня мне много может можно мой моя " +
    "мы на над надо наконец нас не него нее ней нельзя нет ни нибудь никогда ним них ничего но ну о об один он " +
    "она они опять от перед по под после потом потому почти при про раз разве с сам свою себе себя сейчас со " +
    "совсем так такой там тебя тем теперь то тогда того тоже только том тот три тут ты у уж уже хорошо хоть " +
    "чего чем через что чтоб чтобы чуть эти этого этой этом этот эту я такое это нужно нужен нужна нужны"
  ).split(" "),
);

const camelParts = (word: string) =>
  word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(" ");

/**
 * Identifier parts: "setCookies" → set, cookies; "HTMLReporter" → html, reporter; "snake_case" → snake,
 * case. A camelCase segment of a snake_case name is also a part whole, so `unstable_getCdp` is found as
 * "getCdp".
 */
export function identifierParts(word: string): string[] {
  // Most words are not identifiers; one test is much cheaper than the replacements below.
  if (!IDENTIFIER.test(word)) return [];
  const segments = word.split("_").filter(Boolean);
  const parts = segments.flatMap((segment) => {
    const camel = camelParts(segment);
    return segments.length > 1 && camel.length > 1 ? [segment, ...camel] : camel;
  });
  return parts.length > 1 ? parts : [];
}

/**
 * Hyphenated Latin names of a text, joined. A flag joins into its config option's term: "--keep-browser-on-fail"
 * → keepbrowseronfail. Other names (commands, values, packages) keep a leading "-": "list-tests" → -listtests,
 * so that a query's last word, which matches as a prefix, does not find "testplane" in every -testplanemcp.
 */
export function joinedCompounds(text: string): string[] {
  return [...text.matchAll(COMPOUND)].map(([, flag, name]) => (flag ? "" : "-") + name.replace(/-/g, ""));
}

/**
 * Dotted names of a text, whole and in lower case, after a "." of their own so that no other word's prefix matches
 * them ("plugin" is not "plugin.js"): "cy.intercept" → .cy.intercept. Indexed from headings and a page's keywords,
 * where they name what the page is the equivalent of; prose mentions `browser.url` on every other page.
 */
export function dottedNames(text: string): string[] {
  return [...text.matchAll(DOTTED)].map(([name]) => `.${name.toLowerCase()}`);
}

/** The raw words of a text as written, identifiers followed by their parts, then its hyphenated names joined. */
export function words(text: string): string[] {
  const found = text.match(WORD) ?? [];
  return [...found.flatMap((word) => [word, ...identifierParts(word)]), ...joinedCompounds(text)];
}

// Stemming is most of the time spent indexing, and a text repeats its words: each word is stemmed once.
const stems = new Map<string, string | null>();

/**
 * Words whose stem would join them to another word they mean something else than. The English stemmer reads "reporter"
 * as "report": a reader typing "report" wants the report (the guide to getting one), and found the html-reporter pages'
 * titles first, their events and API among them.
 */
const OWN_STEMS = new Map([
  ["reporter", "reporter"],
  ["reporters", "reporter"],
  // And "settings" as "set": a reader typing it wants the config, and found the sets page and every set* command.
  // "Setting" stays "set", as in "Setting up html-reporter".
  ["settings", "settings"],
  // The Russian stemmer reads «сеть» (network) as «сет», which readers use for a set of tests: «медленная сеть» found
  // the page about sets first.
  ...["сеть", "сети", "сетью", "сетей", "сетям", "сетями", "сетях"].map((form) => [form, "сеть"] as const),
  // And «дата» (a date) as «дат», the stem of «дать» (to give), which the pages say far more often.
  ...["дата", "даты", "дате", "дату", "датой", "датам", "датами", "датах"].map((form) => [form, "дата"] as const),
]);

/** A word as an index term: lowercased, ё as е, stemmed; null for stop words. */
export function term(word: string): string | null {
  const lower = word.toLowerCase().replace(/ё/g, "е");
  let stem = stems.get(lower);
  if (stem === undefined) {
    if (STOP_WORDS.has(lower)) stem = null;
    else if (lower.includes("$") || lower.includes(".")) stem = lower;
    else if (OWN_STEMS.has(lower)) stem = OWN_STEMS.get(lower)!;
    else stem = CYRILLIC.test(lower) ? russianStemmer(lower) : englishStemmer(lower);
    stems.set(lower, stem);
  }
  return stem;
}

/** Whether a word is a camelCase or snake_case identifier: `getByRole`, `TEST_FAIL`. */
export function isIdentifier(word: string): boolean {
  return identifierParts(word).length > 0;
}

/** Index terms of a text. */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => term(word) ?? []);
}

/** Index terms of a text, identifiers whole only (not their parts). */
export function wholeTerms(text: string): string[] {
  return [...(text.match(WORD) ?? []), ...joinedCompounds(text)].flatMap((word) => term(word) ?? []);
}

/** Index terms of the parts of a text's identifiers. */
export function identifierPartTerms(text: string): string[] {
  return (text.match(WORD) ?? []).flatMap(identifierParts).flatMap((word) => term(word) ?? []);
}

/** Whether two words differ by one letter inserted, deleted or replaced (or not at all). */
function oneEditApart(a: string, b: string): boolean {
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length > 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  const skip = longer.length === shorter.length ? 1 : 0;
  return longer.slice(i + 1) === shorter.slice(i + skip);
}

// Built on first use: stemming the list's words at load time would cost every page that never searches.
const SYNONYM_LISTS: Record<Locale, string> = { en: ENGLISH_SYNONYMS, ru: RUSSIAN_SYNONYMS };
const synonymMaps = new Map<Locale, Map<string, string[]>>();

/** A locale's synonym list as index terms: each of the reader's words' stem, with the stems to look for as well. */
function synonymTerms(locale: Locale): Map<string, string[]> {
  const cached = synonymMaps.get(locale);
  if (cached) return cached;
  const entries = new Map<string, string[]>();
  for (const line of SYNONYM_LISTS[locale].split("\n")) {
    const [typed, meant] = line.split("→");
    if (meant === undefined) continue;
    const targets = meant
      .trim()
      .split(/\s+/)
      .flatMap((word) => term(word) ?? []);
    for (const key of typed
      .trim()
      .split(/\s+/)
      .flatMap((word) => term(word) ?? [])) {
      entries.set(key, [...new Set([...(entries.get(key) ?? []), ...targets])]);
    }
  }
  synonymMaps.set(locale, entries);
  return entries;
}

/**
 * The terms a query word may also be found by on the locale's site (englishSynonyms.ts, russianSynonyms.ts). A stem of
 * five letters or more that is one typo away from an entry uses it too ("скринштов").
 */
export function synonyms(stem: string, locale: Locale): string[] {
  const entries = synonymTerms(locale);
  let entry = entries.get(stem);
  if (entry === undefined && stem.length >= 5) {
    const near = [...entries.keys()].find((key) => key.length >= 5 && oneEditApart(key, stem));
    entry = near === undefined ? undefined : entries.get(near);
  }
  return entry ?? [];
}

const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC_KEYS = "ёйцукенгшщзхъфывапролджэячсмитьбю";

/** Characters that are the same in both layouts. */
const SAME_KEYS = /[\s\d-]/;

/**
 * Text typed with the other keyboard layout on (ЙЦУКЕН and QWERTY share keys): "фыыукемшуц" → assertview,
 * "yfcnhjqrf ,hfepthf" → настройка браузера. Null when the text mixes the layouts or has no letters.
 */
export function otherLayout(text: string): string | null {
  const chars = [...text.toLowerCase()];
  if (chars.every((char) => SAME_KEYS.test(char))) return null;
  for (const [from, to] of [
    [CYRILLIC_KEYS, LATIN_KEYS],
    [LATIN_KEYS, CYRILLIC_KEYS],
  ]) {
    if (chars.every((char) => SAME_KEYS.test(char) || from.includes(char))) {
      return chars.map((char) => (SAME_KEYS.test(char) ? char : to[from.indexOf(char)])).join("");
    }
  }
  return null;
}

// Each Cyrillic letter's Latin spelling, in alphabet order; the signs (ъ, ь) are dropped.
const CYRILLIC_ALPHABET = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
const LATIN_SPELLINGS = "a b v g d e e zh z i y k l m n o p r s t u f h ts ch sh sch _ y _ e yu ya".split(" ");

/**
 * An English term typed in Cyrillic, spelled back in Latin letters: «репортер» → reporter, «хтмл» → html,
 * «ассерт» → assert. Null for words with other letters.
 */
export function transliterated(word: string): string | null {
  const letters = [...word.toLowerCase()];
  if (!letters.every((char) => CYRILLIC_ALPHABET.includes(char))) return null;
  return letters.map((char) => LATIN_SPELLINGS[CYRILLIC_ALPHABET.indexOf(char)].replace("_", "")).join("");
}

/** Russian stems this long or longer also match the other words of their root. */
const ROOT_MIN_LENGTH = 6;

/**
 * The root of a Russian stem, as a prefix that finds the other words made from it: the stemmer
 * keeps verb pairs and their nouns apart ("запустить" → запуст, "запускать" → запуска, "запуск" →
 * запуск), and they differ in the stem's last letter. Null for other words and short stems.
 */
export function rootPrefix(stem: string): string | null {
  if (stem.length < ROOT_MIN_LENGTH || !CYRILLIC.test(stem)) return null;
  // A verbal noun in -ение keeps -ен in its stem, which its verb lacks: ограничен (ограничение) → огранич (ограничить),
  // and after в, б, п, м, ф the л of -лен as well: обновлен → обнов.
  const verbalNoun = /(?<=[вбпмф])лен$|ен$/.exec(stem);
  if (verbalNoun !== null && stem.length - verbalNoun[0].length >= 5) return stem.slice(0, -verbalNoun[0].length);
  return stem.slice(0, -1);
}
