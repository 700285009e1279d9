/**
 * @generated SignedSource<<299093d8c3a2f3d1a319018120a869e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type UserErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID" | "NOT_FOUND" | "TOO_MANY" | "UNAUTHENTICATED" | "UNAVAILABLE" | "%future added value";
export type WorkAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "return" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkForm_result$data = {
  readonly userErrors: ReadonlyArray<{
    readonly code: UserErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly work: {
    readonly allowedActions: ReadonlyArray<{
      readonly action: WorkAction;
      readonly label: string;
    }>;
    readonly id: string;
    readonly number: number;
    readonly state: WorkState;
    readonly stateLabel: string;
    readonly version: number;
  } | null | undefined;
  readonly " $fragmentType": "WorkForm_result";
};
export type WorkForm_result$key = {
  readonly " $data"?: WorkForm_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkForm_result">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "WorkForm_result"
};

(node as any).hash = "dc1cf7d2def08d7ad82f16e90d6712f3";

export default node;
