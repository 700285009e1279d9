/**
 * @generated SignedSource<<b3276bcf119c631b60f93053f4520568>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "return" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyWorkPage_timeline$data = {
  readonly timeline: ReadonlyArray<{
    readonly action: WorkAction;
    readonly at: string;
    readonly bySeller: boolean;
    readonly label: string;
    readonly reason: string;
    readonly toStateLabel: string;
  }>;
  readonly " $fragmentType": "MyWorkPage_timeline";
};
export type MyWorkPage_timeline$key = {
  readonly " $data"?: MyWorkPage_timeline$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyWorkPage_timeline">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyWorkPage_timeline",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkEvent",
      "kind": "LinkedField",
      "name": "timeline",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bySeller",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Work",
  "abstractKey": null
};

(node as any).hash = "e51bf08e7b569d7d3494d278d498bad2";

export default node;
