/**
 * @generated SignedSource<<84faa9cd58a36f0a543679224566be11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsGalleryPageQuery$variables = Record<PropertyKey, never>;
export type OpsGalleryPageQuery$data = {
  readonly managedGalleries: ReadonlyArray<{
    readonly address: string;
    readonly city: string;
    readonly description: string;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly nameEn: string;
    readonly number: number;
    readonly openingHours: string;
    readonly phone: string;
    readonly website: string;
  }>;
};
export type OpsGalleryPageQuery = {
  response: OpsGalleryPageQuery$data;
  variables: OpsGalleryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ManagedGallery",
    "kind": "LinkedField",
    "name": "managedGalleries",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nameEn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openingHours",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "website",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
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
    "name": "OpsGalleryPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsGalleryPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a68a1d31d7432f4bb952908d5707bdd7",
    "id": null,
    "metadata": {},
    "name": "OpsGalleryPageQuery",
    "operationKind": "query",
    "text": "query OpsGalleryPageQuery {\n  managedGalleries {\n    id\n    number\n    name\n    nameEn\n    city\n    address\n    openingHours\n    phone\n    email\n    website\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "a44ab5cc58ba2a27cd46dde69b67c1a2";

export default node;
