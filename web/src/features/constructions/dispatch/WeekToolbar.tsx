import { Button, Field, makeStyles, Select, Spinner, tokens } from "@fluentui/react-components";
import { ArrowLeft20Regular, ArrowRight20Regular } from "@fluentui/react-icons";
import { addDays } from "./week";

const useStyles = makeStyles({
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: tokens.spacingHorizontalM,
  },
  company: { minWidth: "16rem" },
  weekButtons: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center" },
});

/** 協力会社 and 前の週 / 今週 / 次の週 above the calendar; the choice goes into the URL. */
export function WeekToolbar({
  companies,
  companyId,
  week,
  thisWeek,
  loading,
  onCompany,
  onWeek,
}: {
  companies: readonly { id: number; name: string }[];
  companyId: number | undefined;
  /** The Monday shown. */
  week: string;
  thisWeek: string;
  loading: boolean;
  onCompany: (companyId: number) => void;
  onWeek: (monday: string) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar}>
      <Field label="協力会社" className={styles.company}>
        <Select
          value={companyId ? String(companyId) : ""}
          onChange={(_, d) => onCompany(Number(d.value))}
        >
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.weekButtons} role="group" aria-label="表示する週">
        <Button
          icon={<ArrowLeft20Regular />}
          disabled={week <= thisWeek}
          onClick={() => onWeek(addDays(week, -7))}
        >
          前の週
        </Button>
        <Button disabled={week === thisWeek} onClick={() => onWeek(thisWeek)}>
          今週
        </Button>
        <Button
          icon={<ArrowRight20Regular />}
          iconPosition="after"
          onClick={() => onWeek(addDays(week, 7))}
        >
          次の週
        </Button>
      </div>
      {loading ? <Spinner size="tiny" label="読み込み中…" /> : null}
    </div>
  );
}
