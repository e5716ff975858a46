// What a negotiation's documents print from the records: the facts (codes, target, customer,
// project) and the default settings a page starts from until it is first saved.
//
// Each document's addressee, wording, default items and whether it is ticked when the page opens
// (#37.13; docs/DOMAIN.md's document table, made precise where it is silent). 顧客 is the
// negotiation's customer; オーナー the target's owner (customer type 1). 宛先住所 is the
// addressee's own address, else the target's (with the room number for its own unit).
//
// | type | document           | page     | addressee        | worded as                              | default items                           | ticked by default                  |
// |------|--------------------|----------|------------------|----------------------------------------|-----------------------------------------|------------------------------------|
// | 1    | 工事依頼書         | request  | 顧客             | our notice of the work to the customer | the work type's items                   | always                             |
// | 4    | 事前確認シート     | request  | 顧客             | the site survey before the work        | the work type's items                   | always                             |
// | 2    | オーナー端末契約書 | contract | オーナー (always)| contract with the building's owner     | the work type's items                   | always                             |
// | 3    | 光加入申込書       | contract | 顧客             | the customer's application             | the work type's items                   | always                             |
// | 5    | BS4K/8K工事確認書  | contract | 顧客             | confirmation of the broadcast work     | the work type's items                   | work type 放送 or 放送+通信        |
// | 6    | 電話事前確認シート | contract | 顧客             | checks before switching the phone      | the work type's items                   | work type 通信 or 放送+通信        |
// | 7    | 解約のご案内       | contract | 顧客             | guidance for ending a contract         | the work type's items                   | a contract of the customer has an end date (終了日) |
// | 8    | 撤去承諾書         | removal  | オーナー, else 顧客 | consent to removing the old lines   | one line per drop line not yet removed (引込線撤去, 本), else 引込線（同軸）撤去 1 式 | always |
//
// The work type's items (@cfx/domain/measurements): 放送 V-ONU交換; 通信 R-ONU交換; 放送+通信
// R-ONU交換 and V-ONU交換; 引込線撤去 撤去 — never both exchanges for a 放送 matter.
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { codeOf } from "@cfx/domain/codes";
import { tokyoDate } from "@cfx/domain/dates";
import { workTypeLabels } from "@cfx/domain/enumerations";
import { constructions } from "../constructions/tables";
import { lineCodes } from "../linecodes/tables";
import type { Executor } from "../db/client";
import { negotiations } from "../negotiations/tables";
import { allowedEntryItems } from "../projects/domain";
import { matters, projects } from "../projects/tables";
import { customerServices, customers, targetDetails, targets } from "../targets/tables";
import type { DocumentData, DocumentType } from "./document-data";
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
  /** The target's drop lines not yet removed: what 撤去承諾書 lists. */
  dropLines: { lineCode: string; cableType: string | null; poleNumber: string | null }[];
  /** A contract (顧客サービス) of the customer has an end date: 解約のご案内 applies. */
  contractEnding: boolean;
}

const CANCELLED = 7;

function addressOf(t: typeof targets.$inferSelect): string {
  return [t.prefecture, t.city, t.town, t.street, t.building].filter(Boolean).join("");
}

/**
 * A customer as the documents name them: their own address when they gave one, else the target's
 * (with the room number of their unit).
 */
function personOf(
  c: typeof customers.$inferSelect | undefined,
  fallback: string,
  roomOf: (detailId: number) => string | null,
): Person | null {
  if (!c) return null;
  const room = roomOf(c.targetDetailId);
  return {
    code: codeOf("customer", c.id),
    name: c.name,
    phone: c.phone || c.mobile || null,
    address: c.address?.trim() || (room ? `${fallback}\u3000${room}` : fallback) || null,
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
  const lines = await ex
    .select({
      lineCode: lineCodes.lineCode,
      cableType: lineCodes.cableType,
      poleNumber: lineCodes.poleNumber,
    })
    .from(lineCodes)
    .where(
      and(
        eq(lineCodes.targetId, target.id),
        isNull(lineCodes.deletedAt),
        ne(lineCodes.status, "撤去済"),
      ),
    )
    .orderBy(asc(lineCodes.lineCode));
  const ending = customer
    ? await ex
        .select({ id: customerServices.id })
        .from(customerServices)
        .where(
          and(
            eq(customerServices.customerId, customer.id),
            isNull(customerServices.deletedAt),
            isNotNull(customerServices.endDate),
          ),
        )
        .limit(1)
    : [];
  const roomOf = (id: number) => details.find((d) => d.id === id)?.roomNumber ?? null;
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
    customer: personOf(customer, address, roomOf),
    owner: personOf(owner, address, roomOf),
    construction: { date: booked?.date ?? null, slot: booked?.slot ?? null },
    dropLines: lines,
    contractEnding: ending.length > 0,
  };
}

/** The work type's items: one line per entry item of the work type (the table above). */
export function defaultItems(workType: number): DocumentItem[] {
  return allowedEntryItems(workType).map((name) => ({
    name,
    quantity: 1,
    unit: name === "撤去" ? "式" : "台",
    note: null,
  }));
}

/** 撤去承諾書's items: what is removed — the target's drop lines, never ONU exchanges. */
export function removalItems(facts: Pick<NegotiationFacts, "dropLines">): DocumentItem[] {
  if (facts.dropLines.length === 0)
    return [{ name: "引込線（同軸ケーブル）撤去", quantity: 1, unit: "式", note: null }];
  return facts.dropLines.map((l) => ({
    name: `引込線撤去（${l.lineCode}）`,
    quantity: 1,
    unit: "本",
    note:
      [l.cableType, l.poleNumber ? `電柱 ${l.poleNumber}` : null].filter(Boolean).join("・") ||
      null,
  }));
}

/** Whether a document applies to the negotiation, so the page ticks it when it opens. */
export function documentApplies(
  type: DocumentType,
  facts: Pick<NegotiationFacts, "workType" | "contractEnding">,
): boolean {
  switch (type) {
    case 5:
      return facts.workType === 1 || facts.workType === 3;
    case 6:
      return facts.workType === 2 || facts.workType === 3;
    case 7:
      return facts.contractEnding;
    default:
      return true;
  }
}

/**
 * A page's settings before its first save: today's date, the customer as addressee (the owner
 * on the removal page) at their address, the booked construction and the items of the table
 * above.
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
    items: kind === "removal" ? removalItems(facts) : defaultItems(facts.workType),
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
