/**
 * @generated SignedSource<<831b6b63254079ddacb4771aac74e5c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "return" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkActions_work$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: WorkAction;
    readonly label: string;
  }>;
  readonly id: string;
  readonly number: number;
  readonly " $fragmentType": "WorkActions_work";
};
export type WorkActions_work$key = {
  readonly " $data"?: WorkActions_work$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkActions_work">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkActions_work",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkActionOption",
      "kind": "LinkedField",
      "name": "allowedActions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Work",
  "abstractKey": null
};

(node as any).hash = "44f2fed8dcde633ee2632fbc27bb2790";

export default node;
