/**
 * The docs diagrams as SVG: one definition each, written out for every locale (labels) and colour mode
 * (palette) as static/img/docs/diagrams/<name>-<locale>-<theme>.svg. Run by `npm run docs:screenshots`, or
 * alone with `npx tsx scripts/docs-screenshots/diagrams.ts` (no browser needed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

type Locale = "en" | "ru";
type Theme = "light" | "dark";

interface Palette {
  text: string;
  muted: string;
  fill: string;
  stroke: string;
  accent: string;
  accentFill: string;
  danger: string;
  dangerFill: string;
  warn: string;
  info: string;
}

const PALETTES: Record<Theme, Palette> = {
  light: {
    text: "#1c1e21",
    muted: "#57606a",
    fill: "#f4f6f8",
    stroke: "#8c959f",
    accent: "#0d7356",
    accentFill: "#e2f3ec",
    danger: "#b42318",
    dangerFill: "#fdecea",
    warn: "#9a4d00",
    info: "#0b5cad",
  },
  dark: {
    text: "#e6e9ed",
    muted: "#a8b0b9",
    fill: "#1b2420",
    stroke: "#6b7580",
    accent: "#3ecf9e",
    accentFill: "#123027",
    danger: "#ff8b80",
    dangerFill: "#3b1f1d",
    warn: "#f2a85c",
    info: "#6cb6ff",
  },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";
const MONO = "'JetBrains Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace";

const esc = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A label broken into lines of at most `max` characters, at spaces (the narrow layouts have no room for long lines). */
function wrap(label: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Width of the narrow layouts: a phone's text column, so that their text shows at its own size. */
const NARROW = 360;

interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  mono?: boolean;
}

function text(x: number, y: number, content: string, p: Palette, o: TextOptions = {}): string {
  return `<text x="${x}" y="${y}" font-size="${o.size ?? 13}"${o.weight ? ` font-weight="${o.weight}"` : ""}${
    o.mono ? ` font-family="${MONO}"` : ""
  } fill="${o.fill ?? p.text}" text-anchor="${o.anchor ?? "start"}">${esc(content)}</text>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, stroke: string, strokeWidth = 1.5): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

function arrow(x1: number, y1: number, x2: number, y2: number, colour: string, dashed = false): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="1.8"${
    dashed ? ' stroke-dasharray="5 4"' : ""
  } marker-end="url(#arrow)"/>`;
}

function svg(width: number, height: number, p: Palette, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${FONT}" role="img">`,
    `<title>${esc(title)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${p.muted}"/></marker></defs>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

/* ---------- Order of events in a run ---------- */

const EVENTS_LABELS = {
  en: {
    title: "Order of Testplane events in a run",
    main: "Main process",
    worker: "Worker process",
    start: "Start",
    reading: "Reading tests",
    run: "Run",
    perTest: "For every test (and every retry)",
    finish: "Finish",
    workerStarts: "as each worker starts, often after RUNNER_START",
    perWorker: "once per worker",
    cli: "only when started from the command line",
    perSuite: "once per suite, around its tests",
    suiteEnd: "after the suite's last test",
    skipped: "a skipped test: TEST_PENDING, TEST_END, no session",
    perFile: "once per test file",
    newSession: "when a new session is opened",
    sessionEnd: "when the session closes: before the result",
    firstInFile: "first test of a file in this worker",
    session: "attaches to the session",
    testCode: "test code runs here and sends commands to the browser",
    updateRef: "with --update-refs",
    result: "one of them",
    awaited: "awaited: async handlers finish before the run goes on",
    exit: "EXIT is emitted only when the process gets a termination signal",
  },
  ru: {
    title: "Порядок событий Testplane в прогоне",
    main: "Главный процесс",
    worker: "Воркер",
    start: "Старт",
    reading: "Чтение тестов",
    run: "Прогон",
    perTest: "Для каждого теста (и каждого ретрая)",
    finish: "Завершение",
    workerStarts: "при старте каждого воркера, часто уже после RUNNER_START",
    perWorker: "по разу на воркер",
    cli: "только при запуске из командной строки",
    perSuite: "по разу на набор тестов, до его тестов",
    suiteEnd: "после последнего теста набора",
    skipped: "пропущенный тест: TEST_PENDING, TEST_END, без сессии",
    perFile: "по разу на файл",
    newSession: "если открыта новая сессия",
    sessionEnd: "если сессия закрывается: ещё до результата",
    firstInFile: "первый тест файла в воркере",
    session: "подключается к сессии",
    testCode: "код теста выполняется здесь и отправляет команды в браузер",
    updateRef: "с --update-refs",
    result: "одно из них",
    awaited: "с ожиданием: async-обработчики завершаются до продолжения",
    exit: "EXIT приходит, только если процесс получил сигнал завершения",
  },
};

function eventsDiagram(locale: Locale, p: Palette): string {
  const t = EVENTS_LABELS[locale];
  const body: string[] = [];
  const mainX = 40;
  const pillW = 270;
  const noteX = mainX + pillW + 12;
  const workerX = 560;
  const workerW = 240;
  const rowH = 32;
  let y = 70;

  const pill = (x: number, w: number, label: string, awaited = false): void => {
    body.push(rect(x, y, w, 24, awaited ? p.accentFill : p.fill, awaited ? p.accent : p.stroke));
    body.push(text(x + 12, y + 17, label, p, { mono: true, size: 12.5, fill: awaited ? p.accent : p.text }));
  };
  const note = (x: number, label: string): void => {
    body.push(text(x, y + 17, label, p, { size: 11.5, fill: p.muted }));
  };
  const group = (label: string): void => {
    y += 8;
    body.push(text(mainX, y + 12, label, p, { size: 12, weight: 700, fill: p.muted }));
    body.push(
      `<line x1="${mainX}" y1="${y + 18}" x2="${workerX + workerW}" y2="${y + 18}" stroke="${p.stroke}" stroke-opacity="0.5" stroke-dasharray="2 4"/>`,
    );
    y += 26;
  };
  const row = (): void => {
    y += rowH;
  };

  body.push(text(mainX, 36, t.main, p, { size: 15, weight: 700 }));
  body.push(text(workerX, 36, t.worker, p, { size: 15, weight: 700 }));

  group(t.start);
  pill(mainX, pillW, "CLI");
  note(noteX, t.cli);
  row();
  pill(mainX, pillW, "INIT", true);
  pill(workerX, workerW, "INIT");
  wrap(t.workerStarts, 38).forEach((line, i) =>
    body.push(text(workerX, y + 38 + i * 14, line, p, { size: 11.5, fill: p.muted })),
  );
  row();
  pill(mainX, pillW, "NEW_WORKER_PROCESS");
  note(noteX, t.perWorker);
  row();

  group(t.reading);
  pill(mainX, pillW, "BEFORE_FILE_READ");
  note(noteX, t.perFile);
  row();
  pill(mainX, pillW, "AFTER_FILE_READ");
  row();
  pill(mainX, pillW, "AFTER_TESTS_READ");
  row();

  group(t.run);
  pill(mainX, pillW, "RUNNER_START", true);
  row();
  pill(mainX, pillW, "BEGIN");
  row();
  pill(mainX, pillW, "SUITE_BEGIN");
  note(noteX, t.perSuite);
  row();

  group(t.perTest);
  pill(mainX, pillW, "SESSION_START", true);
  note(noteX, t.newSession);
  row();
  pill(mainX, pillW, "TEST_BEGIN");
  note(noteX, t.skipped);
  row();
  pill(mainX, pillW, "TEST_ASSIGNED_TO_WORKER");
  const assignedY = y + 12;
  pill(workerX, workerW, "BEFORE_FILE_READ");
  body.push(arrow(mainX + pillW, assignedY, workerX - 4, assignedY, p.muted));
  row();
  pill(workerX, workerW, "AFTER_FILE_READ");
  row();
  pill(workerX, workerW, "AFTER_TESTS_READ");
  note(workerX, "");
  body.push(text(workerX + workerW, y + 40, t.firstInFile, p, { size: 11.5, fill: p.muted, anchor: "end" }));
  row();
  y += 14;
  pill(workerX, workerW, "NEW_BROWSER");
  body.push(text(workerX + workerW, y + 40, t.session, p, { size: 11.5, fill: p.muted, anchor: "end" }));
  row();
  y += 14;
  // The test code runs in the worker (testRunEnv "nodejs", the default), not in the browser.
  const testCodeLines = wrap(t.testCode, 34);
  testCodeLines.forEach((line, i) => body.push(text(workerX, y + 17 + i * 16, line, p, { size: 12.5, fill: p.text })));
  y += (testCodeLines.length - 1) * 16;
  row();
  pill(workerX, workerW, "UPDATE_REFERENCE");
  body.push(text(workerX + workerW, y + 40, t.updateRef, p, { size: 11.5, fill: p.muted, anchor: "end" }));
  row();
  pill(mainX, pillW, "SESSION_END", true);
  note(noteX, t.sessionEnd);
  row();
  y += 14;
  pill(mainX, pillW, "TEST_PASS | TEST_FAIL | RETRY");
  body.push(text(workerX - 12, y + 6, t.result, p, { size: 11.5, fill: p.muted, anchor: "end" }));
  body.push(arrow(workerX - 4, y + 12, mainX + pillW + 4, y + 12, p.muted, true));
  row();
  pill(mainX, pillW, "TEST_END");
  row();

  group(t.finish);
  pill(mainX, pillW, "SUITE_END");
  note(noteX, t.suiteEnd);
  row();
  pill(mainX, pillW, "END");
  row();
  pill(mainX, pillW, "RUNNER_END", true);
  row();

  y += 10;
  body.push(rect(mainX, y, 24, 16, p.accentFill, p.accent));
  body.push(text(mainX + 34, y + 13, t.awaited, p, { size: 12, fill: p.muted }));
  y += 26;
  body.push(text(mainX, y + 13, t.exit, p, { size: 12, fill: p.muted }));
  y += 30;
  return svg(840, y, p, t.title, body);
}

/* ---------- Where config values come from ---------- */

/** The same run for a phone: two narrow lanes, each note under its event instead of beside it. */
function eventsDiagramNarrow(locale: Locale, p: Palette): string {
  const t = EVENTS_LABELS[locale];
  const body: string[] = [];
  const main = { x: 12, w: 176 };
  const worker = { x: 204, w: 144 };
  let y = 44;

  const pill = (lane: { x: number; w: number }, lines: string[], awaited = false): number => {
    const h = 22 + (lines.length - 1) * 14;
    body.push(rect(lane.x, y, lane.w, h, awaited ? p.accentFill : p.fill, awaited ? p.accent : p.stroke));
    lines.forEach((line, i) =>
      body.push(
        text(lane.x + 8, y + 15 + i * 14, line, p, { mono: true, size: 11, fill: awaited ? p.accent : p.text }),
      ),
    );
    return h;
  };
  const note = (lane: { x: number; w: number }, label: string, top: number): number => {
    const lines = wrap(label, Math.floor(lane.w / 6.2));
    lines.forEach((line, i) => body.push(text(lane.x + 2, top + 12 + i * 13, line, p, { size: 10.5, fill: p.muted })));
    return lines.length * 13 + 2;
  };
  /** An event of the main process, with its note under it. */
  const mainEvent = (name: string[], awaited = false, label?: string): void => {
    const h = pill(main, name, awaited);
    y += h + 6 + (label ? note(main, label, y + h) : 0);
  };
  const workerEvent = (name: string, label?: string): void => {
    const h = pill(worker, [name]);
    y += h + 6 + (label ? note(worker, label, y + h) : 0);
  };
  const group = (label: string): void => {
    y += 6;
    body.push(text(main.x, y + 12, label, p, { size: 11.5, weight: 700, fill: p.muted }));
    body.push(
      `<line x1="${main.x}" y1="${y + 18}" x2="${worker.x + worker.w}" y2="${y + 18}" stroke="${p.stroke}" stroke-opacity="0.5" stroke-dasharray="2 4"/>`,
    );
    y += 26;
  };

  body.push(text(main.x, 28, t.main, p, { size: 14, weight: 700 }));
  body.push(text(worker.x, 28, t.worker, p, { size: 14, weight: 700 }));

  group(t.start);
  mainEvent(["CLI"], false, t.cli);
  pill(worker, ["INIT"]);
  note(worker, t.workerStarts, y + 22);
  mainEvent(["INIT"], true);
  mainEvent(["NEW_WORKER_PROCESS"], false, t.perWorker);

  group(t.reading);
  mainEvent(["BEFORE_FILE_READ"], false, t.perFile);
  mainEvent(["AFTER_FILE_READ"]);
  mainEvent(["AFTER_TESTS_READ"]);

  group(t.run);
  mainEvent(["RUNNER_START"], true);
  mainEvent(["BEGIN"]);
  mainEvent(["SUITE_BEGIN"], false, t.perSuite);

  group(t.perTest);
  mainEvent(["SESSION_START"], true, t.newSession);
  mainEvent(["TEST_BEGIN"], false, t.skipped);
  const assignedY = y + 11;
  mainEvent(["TEST_ASSIGNED_TO_WORKER"]);
  y = assignedY + 22;
  body.push(arrow(main.x + main.w, assignedY, worker.x - 4, assignedY + 22, p.muted));
  workerEvent("BEFORE_FILE_READ");
  workerEvent("AFTER_FILE_READ");
  workerEvent("AFTER_TESTS_READ", t.firstInFile);
  workerEvent("NEW_BROWSER", t.session);
  for (const line of wrap(t.testCode, 24)) {
    body.push(text(worker.x, y + 12, line, p, { size: 11.5 }));
    y += 15;
  }
  y += 6;
  workerEvent("UPDATE_REFERENCE", t.updateRef);
  mainEvent(["SESSION_END"], true, t.sessionEnd);
  const resultY = y + 11;
  body.push(text(worker.x + worker.w, resultY - 8, t.result, p, { size: 10.5, fill: p.muted, anchor: "end" }));
  body.push(arrow(worker.x + worker.w - 20, resultY, main.x + main.w + 4, resultY, p.muted, true));
  mainEvent(["TEST_PASS | TEST_FAIL", "| RETRY"]);
  mainEvent(["TEST_END"]);

  group(t.finish);
  mainEvent(["SUITE_END"], false, t.suiteEnd);
  mainEvent(["END"]);
  mainEvent(["RUNNER_END"], true);

  y += 8;
  body.push(rect(main.x, y, 24, 16, p.accentFill, p.accent));
  const awaited = wrap(t.awaited, 44);
  awaited.forEach((line, i) => body.push(text(main.x + 32, y + 12 + i * 15, line, p, { size: 11.5, fill: p.muted })));
  y += awaited.length * 15 + 12;
  for (const line of wrap(t.exit, 50)) {
    body.push(text(main.x, y + 12, line, p, { size: 11.5, fill: p.muted }));
    y += 15;
  }
  return svg(NARROW, y + 10, p, t.title, body);
}

const CONFIG_LABELS = {
  en: {
    title: "Where a Testplane config value comes from",
    order: "The first source that sets the option wins",
    cli: "The browser's command-line option",
    env: "The browser's environment variable",
    fileBrowser: "Config file: the browser's section",
    fileTop: "Top level: option, variable, then file",
    defaults: "Built-in default",
    result: "Value the browser gets",
    prepare: "prepareEnvironment() runs first and may set environment variables",
    higher: "higher priority",
  },
  ru: {
    title: "Откуда берётся значение опции в конфиге Testplane",
    order: "Побеждает первый источник, в котором опция задана",
    cli: "Опция командной строки для браузера",
    env: "Переменная окружения для браузера",
    fileBrowser: "Конфиг: секция браузера",
    fileTop: "Верхний уровень: опция, переменная, файл",
    defaults: "Значение по умолчанию",
    result: "Значение для браузера",
    prepare: "prepareEnvironment() выполняется раньше и может задать переменные окружения",
    higher: "приоритет выше",
  },
};

/** The sources of a value, highest priority first, each with an example; `narrow` shortens the two longest. */
function configLayers(locale: Locale, narrow = false): [string, string][] {
  const t = CONFIG_LABELS[locale];
  return [
    [t.cli, "--browsers-chrome-base-url https://…"],
    [t.env, `testplane_browsers_chrome_base_url=${narrow ? "…" : "https://…"}`],
    [t.fileBrowser, "browsers: { chrome: { baseUrl } }"],
    [t.fileTop, `--base-url · testplane_base_url · ${narrow ? "…" : "{ baseUrl }"}`],
    [t.defaults, 'baseUrl: "http://localhost"'],
  ];
}

function configDiagram(locale: Locale, p: Palette): string {
  const t = CONFIG_LABELS[locale];
  const layers = configLayers(locale);
  const body: string[] = [text(40, 34, t.order, p, { size: 15, weight: 700 })];
  const x = 70;
  const w = 440;
  layers.forEach(([label, example], index) => {
    const y = 56 + index * 68;
    const first = index === 0;
    body.push(rect(x, y, w, 52, first ? p.accentFill : p.fill, first ? p.accent : p.stroke));
    body.push(text(x + 16, y + 21, label, p, { size: 14, weight: 600 }));
    body.push(text(x + 16, y + 40, example, p, { size: 12, mono: true, fill: p.muted }));
    if (index > 0) body.push(arrow(x + w / 2, y, x + w / 2, y - 14, p.muted));
  });
  const bottom = 56 + layers.length * 68 - 16;
  body.push(arrow(40, bottom, 40, 62, p.muted));
  body.push(
    `<text x="30" y="${(bottom + 62) / 2}" font-size="12" fill="${p.muted}" text-anchor="middle" transform="rotate(-90 30 ${(bottom + 62) / 2})">${esc(t.higher)}</text>`,
  );
  const resultY = 56 + 68;
  body.push(rect(600, resultY, 200, 100, p.fill, p.stroke));
  body.push(text(700, resultY + 40, t.result, p, { size: 13.5, weight: 600, anchor: "middle" }));
  body.push(
    text(700, resultY + 64, "config.browsers.chrome", p, { size: 11.5, mono: true, anchor: "middle", fill: p.muted }),
  );
  body.push(text(700, resultY + 80, ".baseUrl", p, { size: 11.5, mono: true, anchor: "middle", fill: p.muted }));
  body.push(arrow(x + w, 82, 596, resultY + 50, p.accent));
  body.push(text(40, bottom + 34, t.prepare, p, { size: 12.5, fill: p.muted }));
  return svg(840, bottom + 56, p, t.title, body);
}

/** The same sources stacked for a phone: the value on top, the sources below it in order. */
function configDiagramNarrow(locale: Locale, p: Palette): string {
  const t = CONFIG_LABELS[locale];
  const layers = configLayers(locale, true);
  const body: string[] = [];
  let y = 24;
  for (const line of wrap(t.order, 40)) {
    body.push(text(12, y, line, p, { size: 14, weight: 700 }));
    y += 19;
  }
  y += 4;
  body.push(rect(40, y, 308, 56, p.fill, p.stroke));
  body.push(text(56, y + 23, t.result, p, { size: 13, weight: 600 }));
  body.push(text(56, y + 43, "config.browsers.chrome.baseUrl", p, { size: 11, mono: true, fill: p.muted }));
  y += 56 + 28;
  body.push(arrow(194, y, 194, y - 24, p.accent));
  const top = y;
  layers.forEach(([label, example], index) => {
    const first = index === 0;
    const lines = wrap(label, 34);
    const h = 24 + lines.length * 17;
    if (index > 0) body.push(arrow(194, y, 194, y - 10, p.muted));
    body.push(rect(40, y, 308, h, first ? p.accentFill : p.fill, first ? p.accent : p.stroke));
    lines.forEach((line, i) => body.push(text(52, y + 19 + i * 17, line, p, { size: 12.5, weight: 600 })));
    body.push(text(52, y + h - 9, example, p, { size: 10.5, mono: true, fill: p.muted }));
    y += h + 12;
  });
  const bottom = y - 12;
  body.push(arrow(22, bottom, 22, top + 4, p.muted));
  const middle = (top + bottom) / 2;
  body.push(
    `<text x="14" y="${middle}" font-size="11.5" fill="${p.muted}" text-anchor="middle" transform="rotate(-90 14 ${middle})">${esc(t.higher)}</text>`,
  );
  y += 10;
  for (const line of wrap(t.prepare, 46)) {
    body.push(text(12, y, line, p, { size: 12, fill: p.muted }));
    y += 17;
  }
  return svg(NARROW, y + 4, p, t.title, body);
}

/* ---------- How assertView captures and compares ---------- */

const ASSERT_LABELS = {
  en: {
    title: "How assertView checks a screenshot",
    capture: "Capture",
    captureNote: ["scroll to the element,", "paint over ignoreElements,", "take the screenshot"],
    reference: "Reference exists?",
    noRef: "no",
    yes: "yes",
    noRefError: "NoRefImageError",
    compare: "Compare",
    compareNote: ["tolerance,", "antialiasingTolerance,", "ignoreDiffPixelCount"],
    same: "same",
    differ: "differ",
    pass: "Check passes",
    diff: "ImageDiffError + diff image",
    report: "Report",
    reportNote: ["no reference: the new screenshot", "differ: reference, new screenshot, diff"],
    accept: "Accept in the GUI or run with --update-refs",
    newRef: "New reference saved",
    soft: "A failed check does not stop the test: it fails at the end with every failed check",
  },
  ru: {
    title: "Как assertView проверяет скриншот",
    capture: "Снимок",
    captureNote: ["прокрутка к элементу,", "закрашивание ignoreElements,", "скриншот"],
    reference: "Эталон есть?",
    noRef: "нет",
    yes: "да",
    noRefError: "NoRefImageError",
    compare: "Сравнение",
    compareNote: ["tolerance,", "antialiasingTolerance,", "ignoreDiffPixelCount"],
    same: "совпали",
    differ: "разные",
    pass: "Проверка пройдена",
    diff: "ImageDiffError + дифф",
    report: "Отчёт",
    reportNote: ["нет эталона: новый скриншот", "разные: эталон, новый скриншот, дифф"],
    accept: "Принять в GUI или запустить с --update-refs",
    newRef: "Сохранён новый эталон",
    soft: "Упавшая проверка не прерывает тест: он падает в конце со всеми упавшими проверками",
  },
};

function assertViewDiagram(locale: Locale, p: Palette): string {
  const t = ASSERT_LABELS[locale];
  const body: string[] = [];
  const box = (x: number, y: number, w: number, h: number, title: string, lines: string[], kind = "plain"): void => {
    const [fill, stroke] =
      kind === "ok" ? [p.accentFill, p.accent] : kind === "bad" ? [p.dangerFill, p.danger] : [p.fill, p.stroke];
    body.push(rect(x, y, w, h, fill, stroke));
    const titleY = lines.length ? y + 22 : y + h / 2 + 5;
    body.push(text(x + w / 2, titleY, title, p, { size: 14, weight: 600, anchor: "middle" }));
    lines.forEach((line, i) =>
      body.push(text(x + w / 2, y + 42 + i * 16, line, p, { size: 11.5, anchor: "middle", fill: p.muted })),
    );
  };
  box(30, 40, 190, 100, t.capture, t.captureNote);
  // The decision as a diamond.
  body.push(
    `<polygon points="350,40 440,90 350,140 260,90" fill="${p.fill}" stroke="${p.stroke}" stroke-width="1.5"/>`,
  );
  body.push(text(350, 95, t.reference, p, { size: 12.5, weight: 600, anchor: "middle" }));
  body.push(arrow(220, 90, 256, 90, p.muted));
  box(480, 40, 190, 100, t.compare, t.compareNote);
  body.push(arrow(440, 90, 476, 90, p.muted));
  body.push(text(458, 82, t.yes, p, { size: 11.5, fill: p.muted, anchor: "middle" }));
  box(730, 60, 190, 60, t.pass, [], "ok");
  body.push(arrow(670, 90, 726, 90, p.accent));
  body.push(text(700, 82, t.same, p, { size: 11.5, fill: p.muted, anchor: "middle" }));

  box(260, 200, 180, 56, t.noRefError, [], "bad");
  body.push(arrow(350, 140, 350, 196, p.danger));
  body.push(text(360, 172, t.noRef, p, { size: 11.5, fill: p.muted }));
  box(450, 200, 250, 56, t.diff, [], "bad");
  body.push(arrow(575, 140, 575, 196, p.danger));
  body.push(text(585, 172, t.differ, p, { size: 11.5, fill: p.muted }));

  // What the report shows depends on the branch: with no reference there is nothing to diff against.
  box(310, 300, 320, 74, t.report, t.reportNote);
  body.push(arrow(350, 256, 410, 296, p.muted));
  body.push(arrow(580, 256, 530, 296, p.muted));
  box(260, 414, 420, 50, t.accept, []);
  body.push(arrow(470, 374, 470, 410, p.muted));
  box(330, 504, 280, 50, t.newRef, [], "ok");
  body.push(arrow(470, 464, 470, 500, p.accent));
  body.push(
    `<path d="M330,529 C 120,529 110,200 125,144" fill="none" stroke="${p.accent}" stroke-width="1.8" stroke-dasharray="5 4" marker-end="url(#arrow)"/>`,
  );
  body.push(text(30, 604, t.soft, p, { size: 12.5, fill: p.muted }));
  return svg(950, 624, p, t.title, body);
}

/** The same flow for a phone: the main path down the left, its side exits on the right. */
function assertViewDiagramNarrow(locale: Locale, p: Palette): string {
  const t = ASSERT_LABELS[locale];
  const body: string[] = [];
  const box = (x: number, y: number, w: number, title: string[], lines: string[], kind = "plain"): number => {
    const [fill, stroke] =
      kind === "ok" ? [p.accentFill, p.accent] : kind === "bad" ? [p.dangerFill, p.danger] : [p.fill, p.stroke];
    const h = 18 + title.length * 17 + lines.length * 15;
    body.push(rect(x, y, w, h, fill, stroke));
    title.forEach((line, i) =>
      body.push(text(x + w / 2, y + 22 + i * 17, line, p, { size: 12.5, weight: 600, anchor: "middle" })),
    );
    lines.forEach((line, i) =>
      body.push(
        text(x + w / 2, y + 22 + title.length * 17 + i * 15, line, p, { size: 11, anchor: "middle", fill: p.muted }),
      ),
    );
    return h;
  };
  const left = { x: 18, w: 146, mid: 91 };
  const right = { x: 210, w: 128 };
  const full = right.x + right.w - left.x;
  const label = (x: number, y: number, value: string): void => {
    body.push(text(x, y, value, p, { size: 10, fill: p.muted, anchor: "middle" }));
  };
  let y = 12;
  const captureH = box(left.x, y, left.w, [t.capture], t.captureNote);
  y += captureH + 28;
  body.push(arrow(left.mid, y - 28, left.mid, y - 4, p.muted));
  // The decision as a diamond.
  body.push(
    `<polygon points="${left.mid},${y} ${left.x + left.w},${y + 40} ${left.mid},${y + 80} ${left.x},${y + 40}" fill="${p.fill}" stroke="${p.stroke}" stroke-width="1.5"/>`,
  );
  body.push(text(left.mid, y + 45, t.reference, p, { size: 11.5, weight: 600, anchor: "middle" }));
  const noRefH = box(right.x, y + 20, right.w, [t.noRefError], [], "bad");
  body.push(arrow(left.x + left.w, y + 40, right.x - 4, y + 40, p.danger));
  label((left.x + left.w + right.x) / 2, y + 33, t.noRef);
  const noRefMiddle = y + 20 + noRefH / 2;
  y += 80 + 30;
  body.push(arrow(left.mid, y - 30, left.mid, y - 4, p.muted));
  body.push(text(left.mid + 8, y - 12, t.yes, p, { size: 11, fill: p.muted }));
  const compareH = box(left.x, y, left.w, [t.compare], t.compareNote);
  const passH = box(right.x, y + compareH / 2 - 29, right.w, wrap(t.pass, 14), [], "ok");
  body.push(arrow(left.x + left.w, y + compareH / 2, right.x - 4, y + compareH / 2, p.accent));
  label((left.x + left.w + right.x) / 2, y + compareH / 2 - 7, t.same);
  y += Math.max(compareH, passH) + 30;
  body.push(arrow(left.mid, y - 30, left.mid, y - 4, p.danger));
  body.push(text(left.mid + 8, y - 12, t.differ, p, { size: 11, fill: p.muted }));
  const diffH = box(left.x, y, left.w, wrap(t.diff, 15), [], "bad");
  y += diffH + 26;
  body.push(arrow(left.mid, y - 26, left.mid, y - 4, p.muted));
  const reportH = box(left.x, y, full, [t.report], t.reportNote);
  // From NoRefImageError down the right margin, past the passed check, into the report.
  const lane = right.x + right.w + 10;
  body.push(
    `<path d="M${right.x + right.w},${noRefMiddle} H${lane} V${y + reportH / 2} H${right.x + right.w + 4}" fill="none" stroke="${p.muted}" stroke-width="1.8" marker-end="url(#arrow)"/>`,
  );
  y += reportH + 26;
  body.push(arrow(left.x + full / 2, y - 26, left.x + full / 2, y - 4, p.muted));
  y += box(left.x, y, full, wrap(t.accept, 28), []) + 26;
  body.push(arrow(left.x + full / 2, y - 26, left.x + full / 2, y - 4, p.accent));
  const newRefH = box(left.x, y, full, [t.newRef], [], "ok");
  // Back to the top: the next run compares with the new reference.
  body.push(
    `<path d="M${left.x},${y + newRefH / 2} C 6,${y + newRefH / 2} 6,${12 + captureH / 2} ${left.x - 4},${12 + captureH / 2}" fill="none" stroke="${p.accent}" stroke-width="1.8" stroke-dasharray="5 4" marker-end="url(#arrow)"/>`,
  );
  y += newRefH + 28;
  for (const line of wrap(t.soft, 46)) {
    body.push(text(12, y, line, p, { size: 12, fill: p.muted }));
    y += 17;
  }
  return svg(NARROW, y + 4, p, t.title, body);
}

/* ---------- Main process, workers and browser sessions ---------- */

const PROCESS_LABELS = {
  en: {
    title: "Main process, workers and browser sessions in a Testplane run",
    main: "Main process",
    mainLines: ["reads the tests, queues them,", "opens and closes sessions,", "collects results, runs reporters"],
    pool: "Browser pool",
    poolLines: ["sessionsPerBrowser per browser", "testsPerSession per session"],
    workers: "Worker processes",
    workersNote: "system.workers of them",
    worker: "Worker",
    workerLines: ["runs the test code", "with the session it is given"],
    grid: "Driver or grid",
    sessions: "Browser sessions",
    test: "test + session ID",
    result: "result",
    commands: ["WebDriver / CDP", "commands"],
    open: "new session",
  },
  ru: {
    title: "Главный процесс, воркеры и сессии браузеров в прогоне Testplane",
    main: "Главный процесс",
    mainLines: ["читает тесты и ставит в очередь,", "открывает и закрывает сессии,", "собирает результаты, репортеры"],
    pool: "Пул браузеров",
    poolLines: ["sessionsPerBrowser на браузер", "testsPerSession на сессию"],
    workers: "Воркеры",
    workersNote: "их system.workers",
    worker: "Воркер",
    workerLines: ["выполняет код теста", "в выданной ему сессии"],
    grid: "Драйвер или грид",
    sessions: "Сессии браузеров",
    test: "тест + ID сессии",
    result: "результат",
    commands: ["команды", "WebDriver / CDP"],
    open: "новая сессия",
  },
};

function processesDiagram(locale: Locale, p: Palette): string {
  const t = PROCESS_LABELS[locale];
  const body: string[] = [];
  const multiline = (x: number, y: number, lines: string[], size = 12): void =>
    lines.forEach((line, i) => body.push(text(x, y + i * 17, line, p, { size, fill: p.muted })));

  body.push(rect(30, 40, 260, 300, p.fill, p.stroke));
  body.push(text(46, 68, t.main, p, { size: 15, weight: 700 }));
  multiline(46, 92, t.mainLines);
  body.push(rect(46, 160, 228, 160, p.accentFill, p.accent));
  body.push(text(60, 184, t.pool, p, { size: 13.5, weight: 600, fill: p.accent }));
  multiline(60, 206, t.poolLines, 11.5);
  ["chrome #1", "chrome #2", "firefox #1"].forEach((name, i) => {
    body.push(rect(60, 244 + i * 24, 120, 20, p.fill, p.stroke));
    body.push(text(70, 258 + i * 24, name, p, { size: 11.5, mono: true }));
  });

  body.push(text(400, 34, t.workers, p, { size: 15, weight: 700 }));
  body.push(text(400, 52, t.workersNote, p, { size: 11.5, fill: p.muted }));
  [0, 1].forEach((i) => {
    const y = 70 + i * 140;
    body.push(rect(400, y, 220, 110, p.fill, p.stroke));
    body.push(text(416, y + 26, `${t.worker} ${i + 1}`, p, { size: 14, weight: 600 }));
    multiline(416, y + 50, t.workerLines);
    body.push(arrow(290, y + 40, 396, y + 40, p.muted));
    body.push(arrow(398, y + 80, 292, y + 80, p.muted, true));
  });
  body.push(text(343, 102, t.test, p, { size: 10.5, fill: p.muted, anchor: "middle" }));
  body.push(text(343, 142, t.result, p, { size: 10.5, fill: p.muted, anchor: "middle" }));

  body.push(rect(720, 40, 180, 300, p.fill, p.stroke));
  body.push(text(736, 66, t.grid, p, { size: 14, weight: 600 }));
  body.push(text(736, 92, t.sessions, p, { size: 12, fill: p.muted }));
  ["chrome #1", "chrome #2", "firefox #1"].forEach((name, i) => {
    body.push(rect(736, 110 + i * 64, 148, 44, p.accentFill, p.accent));
    body.push(text(810, 137 + i * 64, name, p, { size: 12.5, mono: true, anchor: "middle" }));
  });
  body.push(arrow(620, 125, 732, 132, p.accent));
  body.push(arrow(620, 265, 732, 260, p.accent));
  t.commands.forEach((line, i) =>
    body.push(text(670, 192 + i * 15, line, p, { size: 10.5, fill: p.muted, anchor: "middle" })),
  );
  body.push(
    `<path d="M160,340 C 160,400 810,400 810,344" fill="none" stroke="${p.muted}" stroke-width="1.6" stroke-dasharray="5 4" marker-end="url(#arrow)"/>`,
  );
  body.push(text(485, 378, t.open, p, { size: 11.5, fill: p.muted, anchor: "middle" }));
  return svg(930, 410, p, t.title, body);
}

/** The same run top to bottom for a phone: main process, then workers, then the browsers. */
function processesDiagramNarrow(locale: Locale, p: Palette): string {
  const t = PROCESS_LABELS[locale];
  const body: string[] = [];
  const multiline = (x: number, y: number, lines: string[], size = 11.5): void =>
    lines.forEach((line, i) => body.push(text(x, y + i * 16, line, p, { size, fill: p.muted })));
  const sessions = ["chrome #1", "chrome #2", "firefox #1"];

  body.push(rect(30, 12, 318, 206, p.fill, p.stroke));
  body.push(text(44, 38, t.main, p, { size: 14, weight: 700 }));
  multiline(44, 58, t.mainLines);
  body.push(rect(44, 112, 290, 92, p.accentFill, p.accent));
  body.push(text(56, 132, t.pool, p, { size: 12.5, weight: 600, fill: p.accent }));
  multiline(56, 150, t.poolLines, 10.5);
  sessions.forEach((name, i) => {
    body.push(rect(56 + i * 90, 176, 84, 20, p.fill, p.stroke));
    body.push(text(98 + i * 90, 190, name, p, { size: 11, mono: true, anchor: "middle" }));
  });

  body.push(arrow(110, 218, 110, 272, p.muted));
  body.push(text(118, 242, t.test, p, { size: 10.5, fill: p.muted }));
  body.push(arrow(270, 272, 270, 222, p.muted, true));
  body.push(text(262, 256, t.result, p, { size: 10.5, fill: p.muted, anchor: "end" }));

  body.push(text(30, 292, `${t.workers} · ${t.workersNote}`, p, { size: 12.5, weight: 700 }));
  [0, 1].forEach((i) => {
    const x = 30 + i * 164;
    body.push(rect(x, 302, 154, 78, p.fill, p.stroke));
    body.push(text(x + 12, 324, `${t.worker} ${i + 1}`, p, { size: 13, weight: 600 }));
    multiline(x + 12, 344, t.workerLines, 10);
    body.push(arrow(x + 77, 380, x + 77, 426, p.accent));
  });
  t.commands.forEach((line, i) =>
    body.push(text(189, 400 + i * 14, line, p, { size: 10.5, fill: p.muted, anchor: "middle" })),
  );

  body.push(rect(30, 430, 318, 96, p.fill, p.stroke));
  body.push(text(44, 454, t.grid, p, { size: 13, weight: 600 }));
  body.push(text(44, 472, t.sessions, p, { size: 11.5, fill: p.muted }));
  sessions.forEach((name, i) => {
    body.push(rect(44 + i * 98, 484, 92, 30, p.accentFill, p.accent));
    body.push(text(90 + i * 98, 504, name, p, { size: 11, mono: true, anchor: "middle" }));
  });
  // The pool opens sessions on the grid directly, not through a worker.
  body.push(
    `<path d="M30,160 C 8,160 8,486 26,486" fill="none" stroke="${p.muted}" stroke-width="1.6" stroke-dasharray="5 4" marker-end="url(#arrow)"/>`,
  );
  body.push(
    `<text x="22" y="340" font-size="10.5" fill="${p.muted}" text-anchor="middle" transform="rotate(-90 22 340)">${esc(t.open)}</text>`,
  );
  return svg(NARROW, 538, p, t.title, body);
}

/* ---------- WebDriver, WebDriver BiDi and CDP ---------- */

type Protocol = "webdriver" | "bidi" | "cdp";

interface ProtocolRow {
  name: string;
  /** How the commands travel. */
  via: string;
  /** What the driver or grid is for this protocol: the narrow layout's box title, and the lines under it. */
  gridTitle: string;
  grid: string[];
  /** The wide layout's lines in its one driver-or-grid column, where they differ from `grid`. */
  wideGrid?: string[];
  browsers: string;
  browsersNote: string[];
}

interface ProtocolLabels extends Record<Protocol, ProtocolRow> {
  title: string;
  grid: string;
  direct: string;
  directNote: string;
}

const PROTOCOL_LABELS: Record<Locale, ProtocolLabels> = {
  en: {
    title: "How Testplane reaches the browser over WebDriver, WebDriver BiDi and the Chrome DevTools Protocol",
    grid: "Driver or grid",
    webdriver: {
      name: "WebDriver",
      via: "HTTP, a request per command",
      gridTitle: "Driver or grid",
      grid: ["chromedriver, geckodriver,", "safaridriver, msedgedriver", "or a Selenium-compatible grid"],
      browsers: "Any browser",
      browsersNote: ["Chrome, Edge, Firefox, Safari;", "mobile through Appium"],
    },
    bidi: {
      name: "WebDriver BiDi",
      via: "WebSocket, webSocketUrl: true",
      gridTitle: "Driver or grid",
      grid: ["chromedriver, msedgedriver,", "geckodriver; a grid must", "proxy the WebSocket"],
      browsers: "Chrome, Edge, Firefox",
      browsersNote: [],
    },
    cdp: {
      name: "Chrome DevTools Protocol",
      via: "WebSocket",
      gridTitle: "Grid that exposes CDP",
      grid: ["se:cdp, Selenoid, Moon,", "browserWSEndpoint"],
      wideGrid: ["a grid that exposes CDP:", "se:cdp, Selenoid, Moon,", "browserWSEndpoint"],
      browsers: "Chromium only",
      browsersNote: ["Chrome, Edge and others"],
    },
    direct: "directly, on the same machine",
    directNote: "debuggerAddress of a local driver, or devtools mode without a driver",
  },
  ru: {
    title: "Как Testplane связывается с браузером по WebDriver, WebDriver BiDi и Chrome DevTools Protocol",
    grid: "Драйвер или грид",
    webdriver: {
      name: "WebDriver",
      via: "HTTP, запрос на каждую команду",
      gridTitle: "Драйвер или грид",
      grid: ["chromedriver, geckodriver,", "safaridriver, msedgedriver", "или Selenium-совместимый грид"],
      browsers: "Любой браузер",
      browsersNote: ["Chrome, Edge, Firefox, Safari;", "мобильные — через Appium"],
    },
    bidi: {
      name: "WebDriver BiDi",
      via: "WebSocket, webSocketUrl: true",
      gridTitle: "Драйвер или грид",
      grid: ["chromedriver, msedgedriver,", "geckodriver; грид должен", "проксировать WebSocket"],
      browsers: "Chrome, Edge, Firefox",
      browsersNote: [],
    },
    cdp: {
      name: "Chrome DevTools Protocol",
      via: "WebSocket",
      gridTitle: "Грид, который открывает CDP",
      grid: ["se:cdp, Selenoid, Moon,", "browserWSEndpoint"],
      wideGrid: ["грид, который открывает CDP:", "se:cdp, Selenoid, Moon,", "browserWSEndpoint"],
      browsers: "Только Chromium",
      browsersNote: ["Chrome, Edge и другие"],
    },
    direct: "напрямую, на той же машине",
    directNote: "debuggerAddress локального драйвера или режим devtools без драйвера",
  },
};

const PROTOCOLS: Protocol[] = ["webdriver", "bidi", "cdp"];

/** The protocols' colours, and an arrowhead in each (the shared one is grey). */
function protocolColours(p: Palette): { colour: Record<Protocol, string>; markers: string } {
  const colour: Record<Protocol, string> = { webdriver: p.info, bidi: p.accent, cdp: p.warn };
  const markers = PROTOCOLS.map(
    (kind) =>
      `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour[kind]}"/></marker>`,
  );
  return { colour, markers: `<defs>${markers.join("")}</defs>` };
}

/** A protocol's line: WebDriver's one way (a request, then its response), BiDi's and CDP's both ways (events). */
function protocolLink(kind: Protocol, colour: string, x1: number, y1: number, x2: number, y2: number, dashed = false) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="2.2"${
    dashed ? ' stroke-dasharray="7 5"' : ""
  }${kind === "webdriver" ? "" : ` marker-start="url(#arrow-${kind})"`} marker-end="url(#arrow-${kind})"/>`;
}

/**
 * Testplane on the left, the driver or grid in the middle, the browsers each protocol reaches on the right. CDP has
 * two lines: through a grid that exposes it, and past any driver to a browser on the same machine.
 */
function protocolsDiagram(locale: Locale, p: Palette): string {
  const t = PROTOCOL_LABELS[locale];
  const { colour, markers } = protocolColours(p);
  const body: string[] = [markers];
  const left = { x: 20, w: 100 };
  const grid = { x: 360, w: 230 };
  const right = { x: 680, w: 200 };
  const rows: Record<Protocol | "direct", number> = { webdriver: 104, bidi: 206, cdp: 308, direct: 404 };
  const top = 20;
  const gridBottom = 350;
  const bottom = 446;
  const gap = (left.x + left.w + grid.x) / 2;
  /** Lines centred on (x, middle), one every `step` px. */
  const centred = (x: number, middle: number, lines: string[], o: TextOptions, step = 16): void =>
    lines.forEach((line, i) =>
      body.push(text(x, middle + 4 + (i - (lines.length - 1) / 2) * step, line, p, { ...o, anchor: "middle" })),
    );
  const browserBox = (kind: Protocol, y: number, h: number): void => {
    const { browsers, browsersNote } = t[kind];
    body.push(rect(right.x, y, right.w, h, p.fill, colour[kind], 2));
    const middle = y + h / 2 - (browsersNote.length * 16) / 2;
    centred(right.x + right.w / 2, middle, [browsers], { size: 14, weight: 700 });
    centred(right.x + right.w / 2, middle + 12 + ((browsersNote.length + 1) * 16) / 2, browsersNote, {
      size: 12,
      fill: p.muted,
    });
  };

  body.push(rect(left.x, top, left.w, bottom - top, p.fill, p.stroke));
  body.push(text(left.x + left.w / 2, (top + bottom) / 2, "Testplane", p, { size: 15, weight: 700, anchor: "middle" }));
  body.push(
    text(left.x + left.w / 2, (top + bottom) / 2 + 20, "Node.js", p, { size: 12, fill: p.muted, anchor: "middle" }),
  );
  body.push(rect(grid.x, top, grid.w, gridBottom - top, p.fill, p.stroke));
  body.push(text(grid.x + grid.w / 2, top + 28, t.grid, p, { size: 15, weight: 700, anchor: "middle" }));

  for (const kind of PROTOCOLS) {
    const row = t[kind];
    const y = rows[kind];
    body.push(text(gap, y - 10, row.name, p, { size: 13.5, weight: 700, fill: colour[kind], anchor: "middle" }));
    body.push(text(gap, y + 22, row.via, p, { size: 12, fill: p.muted, anchor: "middle" }));
    body.push(protocolLink(kind, colour[kind], left.x + left.w + 2, y, grid.x - 2, y));
    centred(grid.x + grid.w / 2, y, row.wideGrid ?? row.grid, { size: 12, fill: p.muted });
    body.push(protocolLink(kind, colour[kind], grid.x + grid.w + 2, y, right.x - 2, y));
  }
  // Between the rows of the driver-or-grid column.
  for (const y of [(rows.webdriver + rows.bidi) / 2 + 2, (rows.bidi + rows.cdp) / 2 + 2])
    body.push(
      `<line x1="${grid.x + 12}" y1="${y}" x2="${grid.x + grid.w - 12}" y2="${y}" stroke="${p.stroke}" stroke-opacity="0.6" stroke-dasharray="2 4"/>`,
    );
  browserBox("webdriver", rows.webdriver - 44, 88);
  browserBox("bidi", rows.bidi - 30, 60);
  browserBox("cdp", rows.cdp - 44, bottom - rows.cdp + 44);

  // CDP past any driver: a local driver's debuggerAddress, or devtools mode with no driver at all.
  const directMiddle = (left.x + left.w + right.x) / 2;
  body.push(protocolLink("cdp", colour.cdp, left.x + left.w + 2, rows.direct, right.x - 2, rows.direct, true));
  body.push(
    text(directMiddle, rows.direct - 10, t.direct, p, { size: 13.5, weight: 700, fill: colour.cdp, anchor: "middle" }),
  );
  body.push(text(directMiddle, rows.direct + 22, t.directNote, p, { size: 12, fill: p.muted, anchor: "middle" }));
  return svg(900, bottom + 20, p, t.title, body);
}

/**
 * The same for a phone: Testplane on top and a line down the left that branches to each protocol's driver or grid,
 * with the browsers it reaches under it; CDP's direct line goes to the Chromium box past the grid.
 */
function protocolsDiagramNarrow(locale: Locale, p: Palette): string {
  const t = PROTOCOL_LABELS[locale];
  const { colour, markers } = protocolColours(p);
  const body: string[] = [markers];
  const trunk = 20;
  const box = { x: 58, w: 290 };
  const centre = box.x + box.w / 2;
  const step = 16;
  /** A box with a bold title and lines under it, all centred; returns its bottom. */
  const card = (y: number, title: string, lines: string[], stroke: string): number => {
    const h = 34 + lines.length * step;
    body.push(rect(box.x, y, box.w, h, p.fill, stroke, stroke === p.stroke ? 1.5 : 2));
    body.push(text(centre, y + 23, title, p, { size: 13.5, weight: 700, anchor: "middle" }));
    lines.forEach((line, i) =>
      body.push(text(centre, y + 23 + (i + 1) * step + 2, line, p, { size: 12, fill: p.muted, anchor: "middle" })),
    );
    return y + h;
  };

  body.push(rect(12, 12, 336, 40, p.fill, p.stroke));
  body.push(text(24, 37, "Testplane", p, { size: 15, weight: 700 }));
  body.push(text(336, 37, "Node.js", p, { size: 12, fill: p.muted, anchor: "end" }));
  let y = 52;
  let branch = y;

  for (const kind of PROTOCOLS) {
    const row = t[kind];
    y += 18;
    body.push(text(box.x, y + 13, row.name, p, { size: 14, weight: 700, fill: colour[kind] }));
    body.push(text(box.x, y + 31, row.via, p, { size: 12, fill: p.muted }));
    y += 42;
    const gridBottom = card(y, row.gridTitle, row.grid, p.stroke);
    branch = (y + gridBottom) / 2;
    body.push(protocolLink(kind, colour[kind], trunk, branch, box.x - 2, branch));
    y = gridBottom + 36;
    body.push(protocolLink(kind, colour[kind], centre, gridBottom + 2, centre, y - 2));
    const browsersBottom = card(y, row.browsers, row.browsersNote, colour[kind]);
    if (kind === "cdp") {
      // CDP past any driver, straight to a browser on the same machine.
      branch = (y + browsersBottom) / 2;
      body.push(protocolLink(kind, colour.cdp, trunk, branch, box.x - 2, branch, true));
    }
    y = browsersBottom;
  }
  body.push(`<line x1="${trunk}" y1="52" x2="${trunk}" y2="${branch}" stroke="${p.muted}" stroke-width="2.2"/>`);

  // What the dashed line is.
  y += 22;
  body.push(
    `<line x1="${trunk}" y1="${y - 5}" x2="${trunk + 28}" y2="${y - 5}" stroke="${colour.cdp}" stroke-width="2.2" stroke-dasharray="7 5"/>`,
  );
  body.push(text(box.x, y, t.direct, p, { size: 13, weight: 700, fill: colour.cdp }));
  for (const line of wrap(t.directNote, 40)) {
    y += step + 1;
    body.push(text(box.x, y, line, p, { size: 12, fill: p.muted }));
  }
  return svg(NARROW, y + 14, p, t.title, body);
}

type Draw = (locale: Locale, palette: Palette) => string;

/** Each diagram, and where a phone needs one, its narrow layout (written as <name>-narrow-…). */
const DIAGRAMS: Record<string, { wide: Draw; narrow?: Draw }> = {
  "run-events": { wide: eventsDiagram, narrow: eventsDiagramNarrow },
  "config-sources": { wide: configDiagram, narrow: configDiagramNarrow },
  "assert-view-flow": { wide: assertViewDiagram, narrow: assertViewDiagramNarrow },
  "run-processes": { wide: processesDiagram, narrow: processesDiagramNarrow },
  protocols: { wide: protocolsDiagram, narrow: protocolsDiagramNarrow },
};

export function writeDiagrams(outputDir: string): string[] {
  mkdirSync(outputDir, { recursive: true });
  const written: string[] = [];
  for (const [name, { wide, narrow }] of Object.entries(DIAGRAMS)) {
    const layouts: [string, Draw][] = narrow
      ? [
          [name, wide],
          [`${name}-narrow`, narrow],
        ]
      : [[name, wide]];
    for (const [base, draw] of layouts) {
      for (const locale of ["en", "ru"] as Locale[]) {
        for (const theme of ["light", "dark"] as Theme[]) {
          const file = `${base}-${locale}-${theme}.svg`;
          writeFileSync(join(outputDir, file), draw(locale, PALETTES[theme]));
          written.push(file);
        }
      }
    }
  }
  return written;
}

if (require.main === module) {
  const dir = resolve(__dirname, "../../static/img/docs/diagrams");
  console.log(`${writeDiagrams(dir).length} diagrams in ${dir}`);
}
