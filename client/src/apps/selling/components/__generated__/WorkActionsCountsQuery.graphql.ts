/**
 * @generated SignedSource<<47425218bf320f94fc96a4df997311bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkActionsCountsQuery$variables = Record<PropertyKey, never>;
export type WorkActionsCountsQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly workCounts: {
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
export type WorkActionsCountsQuery = {
  response: WorkActionsCountsQuery$data;
  variables: WorkActionsCountsQuery$variables;
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkActionsCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkActionsCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "27e89630347c19ff08b0a4728762031f",
    "id": null,
    "metadata": {},
    "name": "WorkActionsCountsQuery",
    "operationKind": "query",
    "text": "query WorkActionsCountsQuery {\n  viewer {\n    id\n    workCounts {\n      all\n      draft\n      pending\n      listed\n      takenDown\n      sold\n      rejected\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47e3245f3da5c30fb3fe6642a21fbcd6";

export default node;
