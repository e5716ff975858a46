import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FormProvider } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { useKitForm } from "@/shared/form/KitForm";
import { MappingEditor } from "./MappingEditor";
import { NEW_SOURCE_VALUES, sourceFormSchema } from "./source-form";
import type { CatalogueField } from "./useFieldCatalogue";

afterEach(cleanup);

// Fluent's MessageBar measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const catalogue: CatalogueField[] = [
  { field: "name", label: "物件名", required: true, description: "200文字以内" },
  { field: "city", label: "市区町村", required: false, description: "市区町村" },
];

function Harness() {
  const form = useKitForm(sourceFormSchema, NEW_SOURCE_VALUES);
  return (
    <FluentProvider theme={webLightTheme}>
      <FormProvider {...form}>
        <MappingEditor catalogue={catalogue} />
      </FormProvider>
    </FluentProvider>
  );
}

describe("MappingEditor", () => {
  it("names the unmapped required fields until a row maps them; rows come and go", () => {
    render(<Harness />);
    expect(screen.getByText("必須の項目が対応付けられていません：物件名")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "行を追加" }));
    const field = screen.getByLabelText(/^項目（1）/) as HTMLSelectElement;
    // The catalogue in Japanese, the required one marked.
    expect([...field.options].map((o) => o.text)).toEqual([
      "選択してください",
      "物件名（必須）",
      "市区町村",
    ]);
    fireEvent.change(field, { target: { value: "name" } });
    expect(screen.queryByText(/必須の項目が対応付けられていません/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "1行目を削除" }));
    expect(screen.queryByLabelText(/^項目（1）/)).toBeNull();
    expect(screen.getByText("必須の項目が対応付けられていません：物件名")).toBeTruthy();
  });
});
