import { describe, expect, it } from "vitest";
import { codeShape } from "../helpers/codeShape";

const english = `it("adds a mug", async ({ browser }) => {
    // Open the product page
    await browser.url("/products/enamel-mug");
    await browser.$("button=Add to cart").click();
    await expect(browser.$(".total")).toHaveText(/^\\$12/);
    console.log(\`items: \${1}\`);
});`;

describe("code shape: what an English code block and its Russian copy must share", () => {
  it("a copy that only translates strings, regular expressions and comments has the same shape", () => {
    const russian = english
      .replace("// Open the product page", "// Открываем карточку товара")
      .replace("Add to cart", "В корзину")
      .replace("/^\\$12/", "/^12 ₽/")
      .replace("items: ", "товаров: ");
    expect(codeShape(russian, "ts")).toBe(codeShape(english, "ts"));
  });

  it("a copy with other code has another shape", () => {
    const changedSelector = english.replace('browser.$(".total")', () => 'browser.$$(".total")');
    const changedCall = english.replace(".click()", ".doubleClick()");
    expect(codeShape(changedSelector, "ts")).not.toBe(codeShape(english, "ts"));
    expect(codeShape(changedCall, "ts")).not.toBe(codeShape(english, "ts"));
  });

  it("sets aside template strings and the text of JSX elements, not the elements", () => {
    const en = 'setStatus(`${n}% applied`);\n<button title="Apply">Apply</button>;';
    const ru = 'setStatus(`Скидка ${n}%`);\n<button title="Применить">Применить</button>;';
    expect(codeShape(en, "tsx")).toBe(codeShape(ru, "tsx"));
    expect(codeShape(en, "tsx")).not.toBe(codeShape("setStatus(`Скидка ${n}%`);\n<a>Применить</a>;", "tsx"));
  });

  it("reads shell and JSON line by line: comment lines and quoted strings aside, commands and keys count", () => {
    const en = '# run one test\nnpx testplane --grep "shows the title"';
    const ru = '# запуск одного теста\nnpx testplane --grep "показывает заголовок"';
    expect(codeShape(en, "bash")).toBe(codeShape(ru, "bash"));
    expect(codeShape(en, "bash")).not.toBe(codeShape('npx testplane --browser "показывает заголовок"', "bash"));
    expect(codeShape('{ "types": ["testplane"] }', "json")).not.toBe(codeShape('{ "types": [] }', "json"));
  });
});
