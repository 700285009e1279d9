/**
 * @generated SignedSource<<a0b0956a3f9005240d1bbf1520ea3de5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SellingActionsCountsQuery$variables = Record<PropertyKey, never>;
export type SellingActionsCountsQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly sellingCounts: {
      readonly all: number;
      readonly draft: number;
      readonly listed: number;
      readonly pending: number;
      readonly rejected: number;
      readonly sold: number;
      readonly takenDown: number;
    };
  } | null | undefined;
};
export type SellingActionsCountsQuery = {
  response: SellingActionsCountsQuery$data;
  variables: SellingActionsCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Member",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "concreteType": "SellingCounts",
        "kind": "LinkedField",
        "name": "sellingCounts",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SellingActionsCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SellingActionsCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3b75e71520679dd727234c71011ac916",
    "id": null,
    "metadata": {},
    "name": "SellingActionsCountsQuery",
    "operationKind": "query",
    "text": "query SellingActionsCountsQuery {\n  viewer {\n    id\n    sellingCounts {\n      all\n      draft\n      pending\n      listed\n      takenDown\n      sold\n      rejected\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f53fe9801798e08b8b4213ea8293a87d";

export default node;
