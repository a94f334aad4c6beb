import { describe, expect, it } from "vitest";
import { llmsFullTxt, llmsTxt, sidebarSections } from "../../plugins/llms-txt/llmsTxt";
import type { SidebarEntry } from "../../plugins/shared/sidebarEntry";
import { markdownCopy, type CopySource } from "../../plugins/llms-txt/markdown";

const source: CopySource = {
  title: "assertView",
  description: "Compare a screenshot with its reference.",
  file: "docs/commands/browser/assertView.mdx",
  linkUrl: (url) => `https://testplane.io/link?${url}`,
  imageUrl: (url) => `https://testplane.io/image?${url}`,
  locale: "en",
  admonitionTitle: (type) => `Title of ${type}`,
};

describe("Markdown copy of a page", () => {
  it("starts with the title and description, and keeps the text", () => {
    const copy = markdownCopy("---\ntitle: x\n---\n\nSome **text**.\n", source);
    expect(copy).toBe("# assertView\n\n> Compare a screenshot with its reference.\n\nSome **text**.\n");
  });

  it("drops imports and MDX comments, including heading id comments", () => {
    const copy = markdownCopy(
      'import Tabs from "@theme/Tabs";\n\n## Parameters {/* #parameters */}\n\nIntro.\n\n{/* truncate */}\n\nMore.\n',
      source,
    );
    expect(copy).not.toMatch(/import|\{\/\*/);
    expect(copy).toContain("## Parameters\n\nIntro.\n\nMore.");
  });

  it("keeps code blocks exactly, with their language and title but not build-only meta", () => {
    const code = 'import { x } from "y";\n\n{/* not a comment in code */}\n<Foo />';
    const copy = markdownCopy(`\`\`\`ts title="a.ts" fragment showLineNumbers\n${code}\n\`\`\`\n`, source);
    expect(copy).toContain(`\`\`\`ts title="a.ts"\n${code}\n\`\`\``);
  });

  it("turns admonitions into quotes titled by their own title or the translated default", () => {
    const copy = markdownCopy(
      ":::tip[Read this]\nBody.\n:::\n\n:::note\nPlain.\n:::\n\n:::warning Old form\nX.\n:::\n",
      source,
    );
    expect(copy).toContain("> **Read this**\n>\n> Body.");
    expect(copy).toContain("> **Title of note**\n>\n> Plain.");
    expect(copy).toContain("> **Old form**\n>\n> X.");
  });

  it("makes links and images absolute through the site's resolvers", () => {
    const copy = markdownCopy("[a](/docs/v8/x/#y) and ![Diagram](./d.svg)\n\n[ref]: ./other.mdx\n", source);
    expect(copy).toContain("[a](https://testplane.io/link?/docs/v8/x/#y)");
    expect(copy).toContain("![Diagram](https://testplane.io/image?./d.svg)");
    expect(copy).toContain("[ref]: https://testplane.io/link?./other.mdx");
  });

  it("renders <kbd> as code and stops the build at a component it cannot render", () => {
    expect(markdownCopy("Press <kbd>Enter</kbd>.\n", source)).toContain("Press `Enter`.");
    expect(() => markdownCopy("Text\n\n<Tabs>\n  x\n</Tabs>\n", source)).toThrow(
      "docs/commands/browser/assertView.mdx:3: the component <Tabs> has no Markdown rendering yet",
    );
    expect(() => markdownCopy("Sum: {1 + 1}\n", source)).toThrow("the expression {1 + 1}");
  });

  it("leaves a colon before a word as text", () => {
    expect(markdownCopy("At 10:30 see foo:bar.\n", source)).toContain("At 10:30 see foo:bar.");
  });
});

describe("llms.txt", () => {
  const pages: Record<string, { title: string; copyUrl: string; description?: string }> = {
    index: { title: "Overview", copyUrl: "https://t.io/docs/v8.md", description: "What it is." },
    "commands/overview": { title: "Commands", copyUrl: "https://t.io/docs/v8/commands/overview.md" },
    "commands/browser/url": { title: "url", copyUrl: "https://t.io/docs/v8/commands/browser/url.md" },
    "config/main": { title: "Config", copyUrl: "https://t.io/docs/v8/config/main.md" },
    "html-reporter/overview": { title: "Report", copyUrl: "https://t.io/docs/v8/html-reporter/overview.md" },
  };
  const main: SidebarEntry[] = [
    { type: "doc", id: "index" },
    {
      type: "category",
      label: "Commands",
      link: { type: "doc", id: "commands/overview" },
      items: [
        { type: "doc", id: "commands/overview" },
        { type: "category", label: "Browser", items: [{ type: "doc", id: "commands/browser/url" }] },
      ],
    },
    { type: "category", label: "Config", items: [{ type: "doc", id: "config/main" }] },
  ];
  const sections = sidebarSections(
    [
      { title: "Documentation", items: main },
      { title: "UI", items: [{ type: "doc", id: "html-reporter/overview" }] },
    ],
    (id) => pages[id],
  );

  it("groups pages by sidebar section in sidebar order, a category's own page first and once", () => {
    expect(sections.map((section) => [section.title, section.pages.map((page) => page.title)])).toEqual([
      ["Documentation", ["Overview"]],
      ["Commands", ["Commands"]],
      ["Commands / Browser", ["url"]],
      ["Config", ["Config"]],
      ["UI", ["Report"]],
    ]);
  });

  it("lists each page as a link to its copy with its description", () => {
    const text = llmsTxt("Testplane", "Summary.", "Details.", sections);
    expect(text.startsWith("# Testplane\n\n> Summary.\n\nDetails.\n\n## Documentation\n\n")).toBe(true);
    expect(text).toContain("- [Overview](https://t.io/docs/v8.md): What it is.\n");
    expect(text).toContain("## Commands / Browser\n\n- [url](https://t.io/docs/v8/commands/browser/url.md)\n");
  });

  it("concatenates the copies under their URLs", () => {
    const text = llmsFullTxt("Testplane", "Summary.", [
      { copyUrl: "https://t.io/a.md", markdown: "# A\n\nText A.\n" },
      { copyUrl: "https://t.io/b.md", markdown: "# B\n" },
    ]);
    expect(text).toBe(
      "# Testplane\n\n> Summary.\n\n---\n\nSource: https://t.io/a.md\n\n# A\n\nText A.\n\n---\n\nSource: https://t.io/b.md\n\n# B\n",
    );
  });

  it("renders a DocFigure as its light picture with the alt text, and its caption below", () => {
    const markdown = markdownCopy(
      '<DocFigure src="/img/docs/report/report-overview" alt="The report" caption="Tests by status." />\n',
      source,
    );
    expect(markdown).toContain("![The report](https://testplane.io/image?/img/docs/report/report-overview-light.");
    expect(markdown).toContain("_Tests by status._");
  });
});
