import { Button, Field, makeStyles, Select, tokens } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import type { Reading } from "./reading-rows";

const useStyles = makeStyles({
  panel: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  field: { minWidth: "10em", flexGrow: 1, maxWidth: "16em" },
});

/**
 * 「行を追加」: another point and wavelength to measure, only as the threshold master has them
 * (the API refuses a reading it cannot judge). Picks the point first, then its wavelengths.
 */
export function AddReadingPanel({
  options,
  onAdd,
  onClose,
}: {
  /** The master's combinations not on the page yet. */
  options: readonly Reading[];
  onAdd: (reading: Reading) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const points = [...new Set(options.map((o) => o.point))];
  const [point, setPoint] = useState(points[0] ?? "");
  const wavelengths = options.filter((o) => o.point === point).map((o) => o.wavelengthNm);
  const [wavelength, setWavelength] = useState(wavelengths[0] ?? 0);
  const chosen = wavelengths.includes(wavelength) ? wavelength : (wavelengths[0] ?? 0);
  return (
    <div className={styles.panel} role="group" aria-label="行を追加">
      <Field label="測定点" className={styles.field}>
        <Select value={point} onChange={(_, d) => setPoint(d.value)} autoFocus>
          {points.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="波長" className={styles.field}>
        <Select value={String(chosen)} onChange={(_, d) => setWavelength(Number(d.value))}>
          {wavelengths.map((w) => (
            <option key={w} value={w}>
              {w}nm
            </option>
          ))}
        </Select>
      </Field>
      <Button
        appearance="primary"
        icon={<Add20Regular />}
        disabled={!point || !chosen}
        onClick={() => onAdd({ point, wavelengthNm: chosen })}
      >
        追加
      </Button>
      <Button onClick={onClose}>閉じる</Button>
    </div>
  );
}
