/**
 * @generated SignedSource<<a32150cb980e4df5189f7de71380a91c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsDeletionsPageQuery$variables = Record<PropertyKey, never>;
export type OpsDeletionsPageQuery$data = {
  readonly opsDeletions: ReadonlyArray<{
    readonly deletion: {
      readonly due: boolean;
      readonly eraseAt: string;
      readonly requestedAt: string;
    } | null | undefined;
    readonly id: string;
    readonly nickname: string;
    readonly number: number;
    readonly username: string;
  }>;
};
export type OpsDeletionsPageQuery = {
  response: OpsDeletionsPageQuery$data;
  variables: OpsDeletionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsMember",
    "kind": "LinkedField",
    "name": "opsDeletions",
    "plural": true,
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
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsDeletion",
        "kind": "LinkedField",
        "name": "deletion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eraseAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "due",
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
    "name": "OpsDeletionsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsDeletionsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "be838eb642bafd29b489cb0119b32f90",
    "id": null,
    "metadata": {},
    "name": "OpsDeletionsPageQuery",
    "operationKind": "query",
    "text": "query OpsDeletionsPageQuery {\n  opsDeletions {\n    id\n    number\n    username\n    nickname\n    deletion {\n      requestedAt\n      eraseAt\n      due\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0719b9b5c882c7e353c4c71269f08a6e";

export default node;
