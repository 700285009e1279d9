/**
 * @generated SignedSource<<1604f767e63c779b849ccd5249a7fc5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type sessionViewerQuery$variables = Record<PropertyKey, never>;
export type sessionViewerQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
    readonly username: string;
  } | null | undefined;
};
export type sessionViewerQuery = {
  response: sessionViewerQuery$data;
  variables: sessionViewerQuery$variables;
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
        "kind": "ScalarField",
        "name": "avatarUrl",
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
    "name": "sessionViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sessionViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "72ace170d73e6932556de6d7f3f4b71c",
    "id": null,
    "metadata": {},
    "name": "sessionViewerQuery",
    "operationKind": "query",
    "text": "query sessionViewerQuery {\n  viewer {\n    id\n    username\n    nickname\n    avatarUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7e0568141da60ddb0e2dd6ba0adfe15";

export default node;
