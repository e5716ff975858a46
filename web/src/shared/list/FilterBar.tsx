import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Select,
  tokens,
} from "@fluentui/react-components";
import { Dismiss20Regular, Filter20Regular, Search20Regular } from "@fluentui/react-icons";
import {
  startTransition,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { DateInput } from "../form/DateInput";
import { dateFormatMessage, isIsoDate } from "../form/normalize";
import { commitFocusedField } from "../form/submit-focus";
import { usePhone } from "../useMediaQuery";
import type { FilterField } from "./filter-fields";
import type { FilterParsers, FilterValues, ListDeclaration } from "./list-state";

const useStyles = makeStyles({
  form: {
    display: "grid",
    // min(100%, …): on a narrow screen one column, never wider than the bar.
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  // Grid items and selects default to their content's width, so a long option (第1班（株式会社…）)
  // would push a select over its neighbour; each control shrinks to its column instead.
  field: { minWidth: 0 },
  control: { minWidth: 0, width: "100%", maxWidth: "100%" },
  actions: {
    display: "flex",
    gap: tokens.spacingHorizontalS,
    gridColumn: "-2 / -1",
    justifyContent: "flex-end",
  },
  fold: { alignSelf: "flex-start", minHeight: "44px" },
});

/** How many conditions of the URL's filter are set (a list counts as one condition). */
export function activeFilterCount(filter: Record<string, unknown>): number {
  return Object.values(filter).filter(
    (v) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
  ).length;
}

type Draft = Record<string, string[]>;

function toDraft<F extends FilterParsers>(filters: F, filter: FilterValues<F>): Draft {
  const draft: Draft = {};
  for (const [key, parser] of Object.entries(filters)) {
    const value = filter[key];
    draft[key] = value === undefined || value === null ? [] : parser.format(value);
  }
  return draft;
}

function fromDraft<F extends FilterParsers>(filters: F, draft: Draft): FilterValues<F> {
  const out: Record<string, unknown> = {};
  for (const [key, parser] of Object.entries(filters)) {
    const value: unknown = parser.parse(draft[key] ?? []);
    if (value !== undefined) out[key] = value;
  }
  return out as FilterValues<F>;
}

export interface FilterBarProps<F extends FilterParsers, S extends string> {
  /** Accessible name of the search form (e.g. ユーザー検索). */
  label: string;
  declaration: ListDeclaration<F, S>;
  fields: readonly FilterField<Extract<keyof F, string>>[];
  /** The filter of the URL; the bar starts from it (key the bar on it to reset on back/forward). */
  filter: FilterValues<F>;
  /** The new filter, empties dropped. */
  onSearch: (filter: FilterValues<F>) => void;
}

/** The search conditions of a list: fields on a grid that never overflows, 検索 / クリア, Enter searches. */
export function FilterBar<F extends FilterParsers, S extends string>(props: FilterBarProps<F, S>) {
  const { declaration, fields, filter, onSearch } = props;
  const styles = useStyles();
  // On a phone the conditions fold behind 絞り込み so the rows come first on the screen.
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(declaration.filters, filter));
  // What the bar holds right now: a date is committed as Enter submits, in the same event.
  const latest = useRef(draft);
  const [typed, setTyped] = useState<{ draft: Draft; ms: number } | null>(null);
  /** Date fields whose text is no real day: shown with the message, left out of the search. */
  const [badDates, setBadDates] = useState<ReadonlySet<string>>(new Set());

  const search = (d: Draft) => onSearch(fromDraft(declaration.filters, d));
  const searchLater = useEffectEvent((d: Draft) => search(d));
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => searchLater(typed.draft), typed.ms);
    return () => clearTimeout(timer);
  }, [typed]);

  const set = (key: string, values: string[], debounceMs?: number) => {
    const next = { ...latest.current, [key]: values };
    latest.current = next;
    setDraft(next);
    if (debounceMs) setTyped({ draft: next, ms: debounceMs });
  };
  const setDate = (key: string, value: string) => {
    const bad = value !== "" && !isIsoDate(value);
    setBadDates((keys) => {
      const next = new Set(keys);
      if (bad) next.add(key);
      else next.delete(key);
      return next;
    });
    if (!bad) set(key, value ? [value] : []);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commitFocusedField(event.currentTarget);
    setTyped(null);
    search(latest.current);
    setUnfolded(false);
  };
  const clear = () => {
    const empty = toDraft(declaration.filters, {});
    latest.current = empty;
    setDraft(empty);
    setBadDates(new Set());
    setTyped(null);
    search(empty);
  };

  const control = (field: FilterField<Extract<keyof F, string>>) => {
    const values = draft[field.key] ?? [];
    switch (field.kind) {
      case "text":
        return (
          <Input
            className={styles.control}
            value={values[0] ?? ""}
            placeholder={field.placeholder}
            onChange={(_, d) => set(field.key, [d.value], field.debounceMs)}
          />
        );
      case "date":
        return (
          <DateInput
            className={styles.control}
            value={values[0] ?? ""}
            aria-invalid={badDates.has(field.key) || undefined}
            onCommit={(value) => setDate(field.key, value)}
          />
        );
      case "select":
        return (
          <Select
            className={styles.control}
            select={{ className: styles.control }}
            value={values[0] ?? ""}
            onChange={(_, d) => set(field.key, [d.value])}
          >
            <option value="">すべて</option>
            {field.options.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </Select>
        );
      case "check":
        return (
          <Checkbox
            checked={values[0] === field.value}
            label={field.text}
            onChange={(_, d) => set(field.key, d.checked ? [field.value] : [])}
          />
        );
      case "multi":
        return (
          <Dropdown
            className={styles.control}
            multiselect
            placeholder="すべて"
            selectedOptions={values}
            value={field.options
              .filter((o) => values.includes(String(o.value)))
              .map((o) => o.label)
              .join("、")}
            onOptionSelect={(_, d) => set(field.key, d.selectedOptions)}
          >
            {field.options.map((o) => (
              <Option key={o.value} value={String(o.value)}>
                {o.label}
              </Option>
            ))}
          </Dropdown>
        );
    }
  };

  const active = activeFilterCount(filter);
  const fold = phone ? (
    <Button
      className={styles.fold}
      icon={<Filter20Regular />}
      aria-expanded={unfolded}
      aria-controls={formId}
      // A transition: the tap paints at once and the conditions (ten fields) render after it,
      // not in the tap's frame (bench section 12: the phone's worst interaction, ~90 ms).
      onClick={() => startTransition(() => setUnfolded(!unfolded))}
    >
      {active ? `絞り込み（${active}件）` : "絞り込み"}
    </Button>
  ) : null;
  if (phone && !unfolded) return fold;

  return (
    <>
      {fold}
      <form
        id={formId}
        className={styles.form}
        onSubmit={submit}
        role="search"
        aria-label={props.label}
      >
        {fields.map((field) => (
          <Field
            key={field.key}
            label={field.label}
            className={styles.field}
            validationState={badDates.has(field.key) ? "error" : "none"}
            validationMessage={badDates.has(field.key) ? dateFormatMessage(field.label) : undefined}
          >
            {control(field)}
          </Field>
        ))}
        <div className={styles.actions}>
          <Button type="button" appearance="subtle" icon={<Dismiss20Regular />} onClick={clear}>
            クリア
          </Button>
          <Button type="submit" appearance="primary" icon={<Search20Regular />}>
            検索
          </Button>
        </div>
      </form>
    </>
  );
}
