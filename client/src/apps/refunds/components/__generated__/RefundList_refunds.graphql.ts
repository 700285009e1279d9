/**
 * @generated SignedSource<<137dd8c671ca6cf738deae3d856da867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefundList_refunds$data = ReadonlyArray<{
  readonly amountFen: string;
  readonly createdAt: string;
  readonly id: string;
  readonly kindLabel: string;
  readonly number: number;
  readonly order: {
    readonly number: number;
    readonly title: string;
  };
  readonly stateLabel: string;
  readonly " $fragmentType": "RefundList_refunds";
}>;
export type RefundList_refunds$key = ReadonlyArray<{
  readonly " $data"?: RefundList_refunds$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundList_refunds">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RefundList_refunds",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "kindLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RefundRequest",
  "abstractKey": null
};
})();

(node as any).hash = "ee60d7a4e7de6b6b9a5f27b08c09b747";

export default node;
