/** A refused import: every problem, each with where it is (docs/catalogue.md "Export and import: one file for the whole catalogue"). */
import type { FieldError } from '#contract/errors.ts';
import { transferMessages } from '#contract/catalogue-transfer.ts';

export class ImportRefused extends Error {
  constructor(readonly problems: FieldError[]) {
    super(problems.length === 1 ? problems[0]!.message : transferMessages.nothingChanged(problems.length));
  }
}
