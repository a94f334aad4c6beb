import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../../helpers/filesUnder";
import { proseLines, translationLines } from "../../helpers/prose";

/**
 * The Russian tree says one thing one way (CONTENT-GLOSSARY.md): each rule names a variant that was rejected and
 * the word to use instead. Prose rules look at text outside code (fenced blocks, `inline code`, link targets, MDX
 * comments, JSX tags), so identifiers like `setCookies` or `data-id` never count; heading rules look at h2–h4 only.
 */
const root = resolve(__dirname, "../../..");
const ruRoot = join(root, "i18n/ru");

interface Rule {
  rejected: RegExp;
  use: string;
  in: "prose" | "headings";
}

/** Letters on either side: JavaScript's \b only knows Latin letters, and these words are Cyrillic. */
const word = (pattern: string, flags = "u") => new RegExp(`(?<![\\p{L}\\d])(?:${pattern})(?![\\p{L}\\d])`, flags);

const RULES: Rule[] = [
  { rejected: word("област\\p{L}* просмотра", "iu"), use: "вьюпорт", in: "prose" },
  // «видимая часть элемента» (the part of an element that shows) is a different thing and stays.
  {
    rejected: word("видим\\p{L}* област\\p{L}*|видим\\p{L}* част\\p{L}* страниц\\p{L}*", "iu"),
    use: "вьюпорт",
    in: "prose",
  },
  { rejected: word("выше окна", "iu"), use: "не помещается во вьюпорт по высоте", in: "prose" },
  { rejected: word("рабоч\\p{L}* процесс\\p{L}*", "iu"), use: "воркер", in: "prose" },
  { rejected: /кэш/iu, use: "кеш", in: "prose" },
  // The screenshot a run takes, beside the reference: «актуальный» means "current, relevant" in Russian.
  { rejected: word("актуальн\\p{L}* (?:скриншот|снимок|снимк)\\p{L}*", "iu"), use: "новый скриншот", in: "prose" },
  { rejected: word("пулл-реквест\\p{L}*|пулреквест\\p{L}*|пул реквест\\p{L}*", "iu"), use: "пул-реквест", in: "prose" },
  { rejected: word("тайм-аут\\p{L}*", "iu"), use: "таймаут", in: "prose" },
  { rejected: word("дев-сервер\\p{L}*", "iu"), use: "dev-сервер", in: "prose" },
  { rejected: /(?<![\w$.#/-])cookies?(?![\w(-])/iu, use: "куки (identifiers such as `setCookies` stay)", in: "prose" },
  { rejected: /(?<![\w$.#/'"-])(?:id|Id)(?![\w'"=(:-])/u, use: "ID", in: "prose" },
  { rejected: word("отчет\\p{L}*", "iu"), use: "отчёт", in: "prose" },
  { rejected: word("успоко\\p{L}*", "iu"), use: "перестанет меняться, затихнет (for 'settle')", in: "prose" },
  { rejected: word("насколько (?:терпимо|мягко)", "iu"), use: "порог (for 'tolerance')", in: "prose" },
  {
    rejected: word("ждётся|ожидается(?= (?:так же|до|,|как))"),
    use: "active voice: «команда ждёт элемент»",
    in: "prose",
  },
  { rejected: word("open-source фреймворк\\p{L}*", "iu"), use: "открытый фреймворк", in: "prose" },
  {
    rejected: /^(?:Если что-то пошло не так|Если что-то не так)(?!\p{L})/u,
    use: "Если что-то не работает",
    in: "headings",
  },
  { rejected: /^Что ещё почитать/u, use: "См. также", in: "headings" },
  { rejected: /^Замечания/u, use: "Особенности", in: "headings" },
  {
    rejected: /^(?:Как выглядит результат|Как понять, что всё получилось|Что вы увидите, когда всё работает)/u,
    use: "Как понять, что всё работает",
    in: "headings",
  },
];

function headingTexts(source: string, name: string): string[] {
  return proseLines(source, name).map((line) => /^#{2,4}\s+(.*)$/.exec(line)?.[1]?.trim() ?? "");
}

function offences(rule: Rule, name: string, source: string): string[] {
  const lines = name.endsWith(".json")
    ? rule.in === "prose"
      ? translationLines(source)
      : []
    : rule.in === "prose"
      ? proseLines(source, name)
      : headingTexts(source, name);
  return lines.flatMap((line, index) => {
    const match = rule.rejected.exec(line);
    return match ? [`${name}:${index + 1}: «${match[0]}»`] : [];
  });
}

describe("Russian terms", () => {
  it("catches the rejected variants in prose and headings, not in code, links or identifiers", () => {
    const sample = [
      "Элемент в области просмотра, а куки ставит `setCookies`; cookie в тексте — нет.",
      "```ts",
      'const id = "cookie"; // область просмотра в коде не в счёт',
      "```",
      "[Рабочий процесс](/docs/v8/#cookie) и `data-id`, id пользователя.",
      "## Замечания {/* #notes */}",
    ].join("\n");
    const found = RULES.flatMap((rule) => offences(rule, "sample.mdx", sample));
    expect(found).toEqual([
      "sample.mdx:1: «области просмотра»",
      "sample.mdx:5: «Рабочий процесс»",
      "sample.mdx:1: «cookie»",
      "sample.mdx:5: «id»",
      "sample.mdx:6: «Замечания»",
    ]);
  });

  const sources = filesUnder(ruRoot, /\.(mdx?|json)$/).map((path) => ({
    name: relative(root, path),
    text: readFileSync(path, "utf8"),
  }));
  for (const rule of RULES) {
    it(`uses «${rule.use}», not ${rule.rejected} (${rule.in})`, () => {
      expect(sources.flatMap(({ name, text }) => offences(rule, name, text))).toEqual([]);
    });
  }
});
