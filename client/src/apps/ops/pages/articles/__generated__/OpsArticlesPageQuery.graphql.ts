/**
 * @generated SignedSource<<f55dadfcb23bd5ff1899028385e5191d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsArticlesPageQuery$variables = Record<PropertyKey, never>;
export type OpsArticlesPageQuery$data = {
  readonly opsArticles: ReadonlyArray<{
    readonly author: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly number: number;
    readonly publishAt: string | null | undefined;
    readonly stateLabel: string;
    readonly title: string;
    readonly updatedAt: string;
  }>;
};
export type OpsArticlesPageQuery = {
  response: OpsArticlesPageQuery$data;
  variables: OpsArticlesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsArticle",
    "kind": "LinkedField",
    "name": "opsArticles",
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
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "author",
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
        "name": "hasDraft",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
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
    "name": "OpsArticlesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsArticlesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "548f78554865318df213d484ad063587",
    "id": null,
    "metadata": {},
    "name": "OpsArticlesPageQuery",
    "operationKind": "query",
    "text": "query OpsArticlesPageQuery {\n  opsArticles {\n    id\n    number\n    title\n    author\n    stateLabel\n    hasDraft\n    publishAt\n    updatedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f0f22044b930813bb41fd0d720ae072";

export default node;
