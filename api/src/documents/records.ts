// What a negotiation's documents print from the records: the facts (codes, target, customer,
// project) and the default settings a page starts from until it is first saved.
import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { codeOf } from "@cfx/domain/codes";
import { tokyoDate } from "@cfx/domain/dates";
import { workTypeLabels } from "@cfx/domain/enumerations";
import { constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { negotiations } from "../negotiations/tables";
import { allowedEntryItems } from "../projects/domain";
import { matters, projects } from "../projects/tables";
import { customers, targetDetails, targets } from "../targets/tables";
import type { DocumentData } from "./document-data";
import type { DocumentItem, DocumentSettingsKind } from "./tables";

/** The settings a page edits (stored per negotiation and page, or these defaults). */
export interface SettingsValues {
  issueDate: string;
  addresseeName: string;
  addresseeAddress: string | null;
  constructionDate: string | null;
  constructionSlot: string | null;
  items: DocumentItem[];
  remarks: string | null;
}

type Person = { code: string; name: string; phone: string | null; address: string | null };

/** The records behind one negotiation's documents. */
export interface NegotiationFacts {
  negotiationCode: string;
  matterCode: string;
  projectName: string;
  workType: number;
  target: DocumentData["target"];
  customer: Person | null;
  /** The target's owner (customer type 1), the addressee of types 2 and 8. */
  owner: Person | null;
  /** The matter's booked construction (the latest not cancelled). */
  construction: { date: string | null; slot: string | null };
}

const CANCELLED = 7;

function addressOf(t: typeof targets.$inferSelect): string {
  return [t.prefecture, t.city, t.town, t.street, t.building].filter(Boolean).join("");
}

function personOf(c: typeof customers.$inferSelect | undefined, fallback: string): Person | null {
  if (!c) return null;
  return {
    code: codeOf("customer", c.id),
    name: c.name,
    phone: c.phone ?? c.mobile ?? null,
    address: c.address ?? fallback,
  };
}

/** The facts of a live negotiation, or undefined when there is none. */
export async function negotiationFacts(
  ex: Executor,
  negotiationId: number,
): Promise<NegotiationFacts | undefined> {
  const [row] = await ex
    .select({ negotiation: negotiations, matter: matters, project: projects, target: targets })
    .from(negotiations)
    .innerJoin(matters, eq(matters.id, negotiations.matterId))
    .innerJoin(projects, eq(projects.id, matters.projectId))
    .innerJoin(targets, eq(targets.id, matters.targetId))
    .where(and(eq(negotiations.id, negotiationId), isNull(negotiations.deletedAt)));
  if (!row) return undefined;
  const { negotiation, matter, project, target } = row;
  const address = addressOf(target);
  const details = await ex
    .select({ id: targetDetails.id, roomNumber: targetDetails.roomNumber })
    .from(targetDetails)
    .where(and(eq(targetDetails.targetId, target.id), isNull(targetDetails.deletedAt)));
  const people = details.length
    ? await ex
        .select()
        .from(customers)
        .where(
          and(
            inArray(
              customers.targetDetailId,
              details.map((d) => d.id),
            ),
            isNull(customers.deletedAt),
          ),
        )
        .orderBy(asc(customers.id))
    : [];
  const customer = people.find((c) => c.id === negotiation.customerId);
  const owner = people.find((c) => c.customerType === 1);
  const detailId = matter.targetDetailId ?? customer?.targetDetailId;
  const [booked] = await ex
    .select({ date: constructions.scheduledDate, slot: constructions.slot })
    .from(constructions)
    .where(
      and(
        eq(constructions.matterId, matter.id),
        isNull(constructions.deletedAt),
        ne(constructions.status, CANCELLED),
      ),
    )
    .orderBy(desc(constructions.id))
    .limit(1);
  return {
    negotiationCode: codeOf("negotiation", negotiation.id),
    matterCode: codeOf("matter", matter.id),
    projectName: project.name,
    workType: matter.workType,
    target: {
      code: codeOf("target", target.id),
      name: target.name,
      address,
      roomNumber: details.find((d) => d.id === detailId)?.roomNumber ?? null,
      poleNumber: target.poleNumber,
    },
    customer: personOf(customer, address),
    owner: personOf(owner, address),
    construction: { date: booked?.date ?? null, slot: booked?.slot ?? null },
  };
}

/** The work type's items: one line per entry item its pairs allow. */
export function defaultItems(workType: number): DocumentItem[] {
  return allowedEntryItems(workType).map((name) => ({
    name,
    quantity: 1,
    unit: name === "撤去" ? "式" : "台",
    note: null,
  }));
}

/**
 * A page's settings before its first save: today's date, the customer as addressee (the owner
 * on the removal page), the booked construction and the work type's items.
 */
export function defaultSettings(
  facts: NegotiationFacts,
  kind: DocumentSettingsKind,
  today = tokyoDate(),
): SettingsValues {
  const addressee =
    (kind === "removal" ? (facts.owner ?? facts.customer) : (facts.customer ?? facts.owner)) ??
    null;
  return {
    issueDate: today,
    addresseeName: addressee?.name ?? facts.target.name,
    addresseeAddress: addressee?.address ?? facts.target.address,
    constructionDate: facts.construction.date,
    constructionSlot: facts.construction.slot,
    items: defaultItems(facts.workType),
    remarks: null,
  };
}

/**
 * The data one document prints. Type 2 (オーナー端末契約書) is a contract with the owner: it is
 * addressed to the target's owner when one is on record, whatever the page's addressee.
 */
export function documentData(
  documentType: DocumentData["documentType"],
  facts: NegotiationFacts,
  settings: SettingsValues,
  issuer: DocumentData["issuer"],
): DocumentData {
  const addressee =
    documentType === 2 && facts.owner
      ? { name: facts.owner.name, address: facts.owner.address }
      : { name: settings.addresseeName, address: settings.addresseeAddress };
  return {
    documentType,
    negotiationCode: facts.negotiationCode,
    matterCode: facts.matterCode,
    projectName: facts.projectName,
    workTypeLabel: workTypeLabels[facts.workType as keyof typeof workTypeLabels] ?? "",
    issueDate: settings.issueDate,
    addressee,
    target: facts.target,
    customer: facts.customer
      ? { code: facts.customer.code, name: facts.customer.name, phone: facts.customer.phone }
      : null,
    construction: { date: settings.constructionDate, slot: settings.constructionSlot },
    items: settings.items,
    remarks: settings.remarks,
    issuer,
  };
}
