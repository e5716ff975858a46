import { Button, Field, Input, makeStyles, Text, tokens } from "@fluentui/react-components";
import { TextNumberListLtr20Regular } from "@fluentui/react-icons";
import { useState, type KeyboardEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  generateRoomNumbers,
  parseRoomNumbers,
  roomPatternError,
  type RoomPattern,
} from "./room-numbers";
import { TextAreaField } from "@/shared/form/fields";

const useStyles = makeStyles({
  box: {
    gridColumn: "1 / -1",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { fontWeight: tokens.fontWeightSemibold },
  generator: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "end",
    gap: tokens.spacingHorizontalM,
  },
  number: { width: "7rem" },
});

/**
 * 部屋番号 of a new apartment building: a generator (階 from–to × 各階の部屋数) that writes the list,
 * and the list itself, one room per line, to edit by hand (remove 104, add 1F-A…). Generating
 * also sets 総戸数 to the number of rooms.
 */
export function RoomNumbersField() {
  const styles = useStyles();
  const form = useFormContext<{ roomNumbers: string; totalUnits: string }>();
  const text = useWatch({ control: form.control, name: "roomNumbers" });
  const [pattern, setPattern] = useState({ floorFrom: "1", floorTo: "1", roomsPerFloor: "" });
  const [error, setError] = useState<string | null>(null);
  const count = parseRoomNumbers(text).length;

  const numbers = (): RoomPattern => ({
    floorFrom: Number(pattern.floorFrom.normalize("NFKC")),
    floorTo: Number(pattern.floorTo.normalize("NFKC")),
    roomsPerFloor: Number(pattern.roomsPerFloor.normalize("NFKC")),
  });
  const generate = () => {
    const p = numbers();
    const problem = roomPatternError(p);
    setError(problem);
    if (problem) return;
    const rooms = generateRoomNumbers(p);
    const opts = { shouldDirty: true, shouldValidate: true };
    form.setValue("totalUnits", String(rooms.length), opts);
    form.setValue("roomNumbers", rooms.join("\n"), opts);
  };
  // Enter in a generator box generates (it would otherwise submit the whole form).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    generate();
  };
  const input = (key: keyof typeof pattern, label: string) => (
    <Field label={label}>
      <Input
        className={styles.number}
        inputMode="numeric"
        value={pattern[key]}
        onChange={(_, d) => setPattern({ ...pattern, [key]: d.value })}
        onKeyDown={onKeyDown}
      />
    </Field>
  );

  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>部屋番号</legend>
      <div className={styles.generator}>
        {input("floorFrom", "階（から）")}
        {input("floorTo", "階（まで）")}
        {input("roomsPerFloor", "各階の部屋数")}
        <Button icon={<TextNumberListLtr20Regular />} onClick={generate}>
          部屋番号を生成
        </Button>
      </div>
      {error ? (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error}
        </Text>
      ) : null}
      <TextAreaField
        name="roomNumbers"
        label="部屋番号の一覧"
        hint={`1行に1部屋（例：101）。生成後も編集できます。現在 ${count} 部屋`}
        rows={6}
      />
    </fieldset>
  );
}
