/**
 * @generated SignedSource<<9a6c195417a1dc180dcf725ed7c4e7d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyWorksPage_counts$data = {
  readonly workCounts: {
    readonly all: number;
    readonly draft: number;
    readonly listed: number;
    readonly pending: number;
    readonly rejected: number;
    readonly sold: number;
    readonly takenDown: number;
  };
  readonly " $fragmentType": "MyWorksPage_counts";
};
export type MyWorksPage_counts$key = {
  readonly " $data"?: MyWorksPage_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyWorksPage_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyWorksPage_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkCounts",
      "kind": "LinkedField",
      "name": "workCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "all",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "draft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "takenDown",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rejected",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "d3b80c88e2491d5e87b38ed3c3131f48";

export default node;
