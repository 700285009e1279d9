/**
 * @generated SignedSource<<984853fb998d4b4619c36c84151e2d6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyWorksPage_work$data = {
  readonly cover: {
    readonly url: string;
  } | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly priceFen: string | null | undefined;
  readonly rejectReason: string;
  readonly state: WorkState;
  readonly stateLabel: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"WorkActions_work">;
  readonly " $fragmentType": "MyWorksPage_work";
};
export type MyWorksPage_work$key = {
  readonly " $data"?: MyWorksPage_work$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyWorksPage_work">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyWorksPage_work",
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
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 320
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:320)"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkActions_work"
    }
  ],
  "type": "Work",
  "abstractKey": null
};

(node as any).hash = "57568716e62e33293fc8b25d6583e199";

export default node;
