// Field ids: unique per scope, so that a page with several forms of one kind (a card per customer)
// keeps each label on its own input.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { FieldScope, TextAreaField, TextField } from "./fields";

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
