import { describe, expect, it } from "vitest";
import { customerFormSchema, customerFormValues, NEW_CUSTOMER } from "./customer-form";

const filled = {
  ...customerFormValues(NEW_CUSTOMER),
  name: "入居 花子",
  nameKana: "にゅうきょ はなこ",
  phone: "０３－１２３４－５６７８",
};

describe("customer form", () => {
  it("is a tenant by default and stores the kana as full-width katakana", () => {
    const out = customerFormSchema(true).parse(filled);
    expect(out).toMatchObject({
      customerType: 2,
      name: "入居 花子",
      nameKana: "ニュウキョ ハナコ",
    });
    expect(out.phone).toBe("03-1234-5678");
  });

  it("does not send contact fields without matterRead (the API nulled them)", () => {
    const out = customerFormSchema(false).parse(filled);
    for (const key of ["phone", "mobile", "email", "postalCode", "address"])
      expect(out).not.toHaveProperty(key);
  });

  it("refuses an empty name and a bad e-mail address", () => {
    const bad = customerFormSchema(true).safeParse({ ...filled, name: "", email: "x@" });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(["氏名は必須入力です", "メールアドレスの形式が正しくありません"]),
    );
  });
});
