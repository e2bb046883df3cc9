/**
 * The model choice of the finance, service, AMC and warranty forms: the published catalogue's
 * models (docs/catalogue.md "One list of models"), read as the listings and the test ride read
 * them, so a model the studio publishes is offered at once and a phone with no signal offers
 * what it has saved. The value sent is the catalogue's name; the server finds the model again
 * and refuses one it does not have (src/contract/catalogue-model-field.ts).
 */
import type { FieldDef, FieldOption } from '../kit/form-definition.ts';

/** What the page knows of the catalogue's models. */
export interface CatalogueModels {
  /** The models' names, bikes then scooters then EVs, as the listings show them. */
  names: readonly string[];
  /** Still reading (from the network, or from what the phone saved). */
  loading: boolean;
  /** Read, and none: offline on a phone that has not saved the catalogue yet. */
  none: boolean;
}

/** Shown under the choice while the models are read (the saved-model picker's words). */
export const modelsLoadingHint = 'Looking for the models saved on this phone...';
/** Shown under the choice when the phone has no models saved and no signal to read them. */
export const modelsNeedSignalHint = 'No internet, and this phone has not saved the models yet. Connect to the internet once and open this page again.';

export function catalogueModelOptions(names: readonly string[]): FieldOption[] {
  return names.map((name) => ({ value: name, label: name }));
}

/** The hint a model choice shows for what the page knows (none once the models are there). */
export function catalogueModelHint(models: CatalogueModels): string | undefined {
  if (models.loading) return modelsLoadingHint;
  return models.none ? modelsNeedSignalHint : undefined;
}

/** The form's fields with every catalogue model choice offering the catalogue's models. */
export function withCatalogueModels(fields: readonly FieldDef[], models: CatalogueModels): FieldDef[] {
  const options = catalogueModelOptions(models.names);
  const hint = catalogueModelHint(models);
  return fields.map((field) => (field.catalogueModelChoice ? { ...field, options, ...(hint ? { hint } : {}) } : field));
}
