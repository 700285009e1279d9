/**
 * @generated SignedSource<<4929f4bb2c3383c8494002b1cd3d17e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemberNavReviewerQuery$variables = Record<PropertyKey, never>;
export type MemberNavReviewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isReviewer: boolean;
  } | null | undefined;
};
export type MemberNavReviewerQuery = {
  response: MemberNavReviewerQuery$data;
  variables: MemberNavReviewerQuery$variables;
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
        "kind": "ScalarField",
        "name": "isReviewer",
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
    "name": "MemberNavReviewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberNavReviewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a7b20e9ee55fab1516048af0e52694ff",
    "id": null,
    "metadata": {},
    "name": "MemberNavReviewerQuery",
    "operationKind": "query",
    "text": "query MemberNavReviewerQuery {\n  viewer {\n    id\n    isReviewer\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c22e01149f3d0764ef415e5f8649f7b";

export default node;
