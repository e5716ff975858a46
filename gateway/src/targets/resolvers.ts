import { GatewayError } from "../errors";
import type {
  QueryTargetIdsArgs,
  QueryTargetsArgs,
  Resolvers,
  TargetDuplicateInput,
} from "../generated/resolvers-types";
import {
  contactMethodLabels,
  customerTypeLabels,
  deviceLineTypeLabels,
  genderLabels,
  implementationLabels,
  ownershipLabels,
  targetTypeLabels,
} from "@cfx/domain/enumerations";
import { deletedId, labelOf, listQuery, restId, restInput, sortField } from "../rest/graphql-args";
import { pairItem } from "../rest/pair-lists";
import type { RestDuplicateQuery, RestTarget } from "./targets-api";
import { uploadBytes } from "../rest/upload";

const text = (value: string | null | undefined) => value ?? "";

/** TargetDuplicateInput → the REST query (blank values dropped, the id as an integer). */
function duplicateQuery(input: TargetDuplicateInput): RestDuplicateQuery {
  const query: RestDuplicateQuery = {};
  if (input.excludeId !== null && input.excludeId !== undefined)
    query.excludeId = restId(input.excludeId, "excludeId");
  for (const key of ["prefecture", "city", "town", "street", "poleNumber"] as const) {
    const value = input[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The REST query of the targets list (and of its "select all matching" ids). */
const targetListQuery = (args: QueryTargetsArgs | QueryTargetIdsArgs) =>
  listQuery(args, sortField(args.sort, "id"), args.filter, ["notInProjectId"]);

export const targetsResolvers: Resolvers = {
  Query: {
    targets: (_parent, args, context, info) =>
      context.api.targets.targets.page(targetListQuery(args), info, args.updatedSince),
    targetIds: (_parent, args, context) => context.api.targets.targets.ids(targetListQuery(args)),
    target: (_parent, args, context) => context.loaders.targets.targetById.load(restId(args.id)),
    postalAddress: (_parent, args, context) =>
      args.postalCode.trim() ? context.api.targets.postalAddress(args.postalCode.trim()) : null,
    targetDuplicates: (_parent, { input }, context) =>
      context.api.targets.duplicates(duplicateQuery(input)),
    targetDetails: (_parent, args, context, info) =>
      context.api.targets.details.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["targetId"]),
        info,
        args.updatedSince,
      ),
    targetDetail: (_parent, args, context) =>
      context.loaders.targets.detailById.load(restId(args.id)),
    customers: async (_parent, args, context, info) => {
      // Searching by phone would reveal numbers the caller may not read.
      if (args.filter?.phone?.trim() && (await context.viewer()).role?.matterRead !== true) {
        throw new GatewayError("FORBIDDEN");
      }
      return context.api.targets.customers.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["targetDetailId"]),
        info,
        args.updatedSince,
      );
    },
    customer: (_parent, args, context) =>
      context.loaders.targets.customerById.load(restId(args.id)),
    customerServices: (_parent, args, context, info) =>
      context.api.targets.services.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["customerId"]),
        info,
        args.updatedSince,
      ),
    customerService: (_parent, args, context) =>
      context.loaders.targets.serviceById.load(restId(args.id)),
  },
  Mutation: {
    createTarget: (_parent, { input }, context) =>
      context.api.targets.targets.create(restInput(input, [])),
    updateTarget: (_parent, { id, input }, context) =>
      context.api.targets.targets.update(restId(id), restInput(input, [])),
    deleteTarget: async (_parent, { id, version }, context) =>
      deletedId(await context.api.targets.targets.remove(restId(id), version), restId(id)),
    createTargetDetail: (_parent, { input }, context) =>
      context.api.targets.details.create(restInput(input, ["targetId"])),
    updateTargetDetail: (_parent, { id, input }, context) =>
      context.api.targets.details.update(restId(id), restInput(input, ["targetId"])),
    deleteTargetDetail: async (_parent, { id, version }, context) =>
      deletedId(await context.api.targets.details.remove(restId(id), version), restId(id)),
    createCustomer: (_parent, { input }, context) =>
      context.api.targets.customers.create(restInput(input, ["targetDetailId"])),
    updateCustomer: (_parent, { id, input }, context) =>
      context.api.targets.customers.update(restId(id), restInput(input, ["targetDetailId"])),
    deleteCustomer: async (_parent, { id, version }, context) =>
      deletedId(await context.api.targets.customers.remove(restId(id), version), restId(id)),
    createCustomerService: (_parent, { input }, context) =>
      context.api.targets.services.create(restInput(input, ["customerId"])),
    updateCustomerService: (_parent, { id, input }, context) =>
      context.api.targets.services.update(restId(id), restInput(input, ["customerId"])),
    deleteCustomerService: async (_parent, { id, version }, context) =>
      deletedId(await context.api.targets.services.remove(restId(id), version), restId(id)),
    importTargets: (_parent, args, context) =>
      context.api.targets.importTargets(
        uploadBytes(args.content, args.contentEncoding),
        args.dryRun === true,
      ),
  },
  Target: {
    targetTypeLabel: (target) => text(labelOf(targetTypeLabels, target.targetType)),
    targetInstallationType: (target, _args, context) =>
      pairItem(context.loaders.pairs, "target-installation-types", target.targetInstallationTypeId),
    client: (target, _args, context) => pairItem(context.loaders.pairs, "clients", target.clientId),
    address: (target) =>
      [target.prefecture, target.city, target.town, target.street, target.building]
        .filter((part) => part)
        .join(" "),
    details: (target, _args, context) => context.loaders.targets.detailsByTarget.load(target.id),
  },
  TargetDetail: {
    target: (detail, _args, context) => context.loaders.targets.targetById.load(detail.targetId),
    deviceLineTypeLabel: (detail) => text(labelOf(deviceLineTypeLabels, detail.deviceLineType)),
    deviceInstallationType: (detail, _args, context) =>
      pairItem(context.loaders.pairs, "device-installation-types", detail.deviceInstallationTypeId),
    deviceModel: (detail, _args, context) =>
      pairItem(context.loaders.pairs, "device-models", detail.deviceModelId),
    customers: (detail, _args, context) =>
      context.loaders.targets.customersByDetail.load(detail.id),
  },
  Customer: {
    targetDetail: (customer, _args, context) =>
      context.loaders.targets.detailById.load(customer.targetDetailId),
    customerTypeLabel: (customer) => text(labelOf(customerTypeLabels, customer.customerType)),
    genderLabel: (customer) => text(labelOf(genderLabels, customer.gender)),
    contactMethodLabel: (customer) => text(labelOf(contactMethodLabels, customer.contactMethod)),
    ownershipLabel: (customer) => text(labelOf(ownershipLabels, customer.ownership)),
    services: (customer, _args, context) =>
      context.loaders.targets.servicesByCustomer.load(customer.id),
  },
  CustomerService: {
    customer: (service, _args, context) =>
      context.loaders.targets.customerById.load(service.customerId),
    contractType: (service, _args, context) =>
      pairItem(context.loaders.pairs, "contract-types", service.contractTypeId),
    contractDetailType: (service, _args, context) =>
      pairItem(context.loaders.pairs, "contract-detail-types", service.contractDetailTypeId),
    contractReceiver: (service, _args, context) =>
      pairItem(context.loaders.pairs, "contract-receivers", service.contractReceiverId),
    customerServiceItem: (service, _args, context) =>
      pairItem(context.loaders.pairs, "customer-service-items", service.customerServiceItemId),
    implementationLabel: (service) => text(labelOf(implementationLabels, service.implementation)),
  },
  TargetImportResult: {
    targetIds: (result) => result.ids.map(String),
    targets: async (result, _args, context) => {
      const rows = await context.loaders.targets.targetById.loadMany(result.ids);
      return rows.filter((row): row is RestTarget => row !== null && !(row instanceof Error));
    },
  },
};
