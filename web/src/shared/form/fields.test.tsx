// Field ids: unique per scope, so that a page with several forms of one kind (a card per customer)
// keeps each label on its own input.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { CheckboxGroupField, FieldScope, TextAreaField, TextField } from "./fields";

afterEach(cleanup);

function Card({ prefix, name }: { prefix: string; name: string }) {
  const form = useForm({ defaultValues: { name, notes: "" } });
  return (
    <FormProvider {...form}>
      <FieldScope prefix={prefix}>
        <TextField name="name" label={`氏名${prefix}`} />
        <TextAreaField name="notes" label={`備考${prefix}`} />
      </FieldScope>
    </FormProvider>
  );
}

describe("FieldScope", () => {
  it("gives two forms of one kind distinct ids, each label on its own input", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <Card prefix="1" name="山田" />
        <Card prefix="2" name="佐藤" />
      </FluentProvider>,
    );
    const first = screen.getByLabelText("氏名1");
    const second = screen.getByLabelText("氏名2");
    expect(first.id).toBe("field-1-name");
    expect(second.id).toBe("field-2-name");
    expect((first as HTMLInputElement).value).toBe("山田");
    expect((second as HTMLInputElement).value).toBe("佐藤");
    expect(screen.getByLabelText("備考2").tagName).toBe("TEXTAREA");
  });
});

function Scopes({ onValue }: { onValue: (value: string[]) => void }) {
  const form = useForm({ defaultValues: { scopes: ["B"] } });
  return (
    <FormProvider {...form}>
      <CheckboxGroupField
        name="scopes"
        label="スコープ"
        hint="選んだ範囲だけ"
        options={[
          { id: "A", name: "参照 (a)" },
          { id: "B", name: "編集 (b)" },
          { id: "C", name: "管理 (c)" },
        ]}
      />
      <button type="button" onClick={() => onValue(form.getValues("scopes"))}>
        値
      </button>
    </FormProvider>
  );
}

describe("CheckboxGroupField", () => {
  it("labels each box by its own name, the group by the field's, and keeps the options' order", () => {
    let value: string[] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <Scopes onValue={(v) => (value = v)} />
      </FluentProvider>,
    );
    const group = screen.getByRole("group", { name: "スコープ" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "編集 (b)" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "管理 (c)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "参照 (a)" }));
    fireEvent.click(screen.getByRole("button", { name: "値" }));
    expect(value).toEqual(["A", "B", "C"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "編集 (b)" }));
    fireEvent.click(screen.getByRole("button", { name: "値" }));
    expect(value).toEqual(["A", "C"]);
  });
});
