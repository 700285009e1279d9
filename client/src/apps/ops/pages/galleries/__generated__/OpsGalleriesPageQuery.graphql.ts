/**
 * @generated SignedSource<<0b647937b30d625106746c3afbb34050>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsGalleriesPageQuery$variables = Record<PropertyKey, never>;
export type OpsGalleriesPageQuery$data = {
  readonly opsGalleries: ReadonlyArray<{
    readonly city: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly publishAt: string | null | undefined;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly title: string;
  }>;
};
export type OpsGalleriesPageQuery = {
  response: OpsGalleriesPageQuery$data;
  variables: OpsGalleriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsGallery",
    "kind": "LinkedField",
    "name": "opsGalleries",
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
        "alias": "title",
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishAt",
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
    "name": "OpsGalleriesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsGalleriesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "97dda1b8d5940bd2c05ac22e643cfb49",
    "id": null,
    "metadata": {},
    "name": "OpsGalleriesPageQuery",
    "operationKind": "query",
    "text": "query OpsGalleriesPageQuery {\n  opsGalleries {\n    id\n    title: name\n    city\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f71d347270baff69738801023f4871ba";

export default node;
