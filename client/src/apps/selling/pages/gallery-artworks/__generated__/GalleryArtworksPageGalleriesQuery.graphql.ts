/**
 * @generated SignedSource<<6f39affbc6ff7972d5d372f21b80defc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GalleryArtworksPageGalleriesQuery$variables = Record<PropertyKey, never>;
export type GalleryArtworksPageGalleriesQuery$data = {
  readonly managedGalleries: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly number: number;
  }>;
};
export type GalleryArtworksPageGalleriesQuery = {
  response: GalleryArtworksPageGalleriesQuery$data;
  variables: GalleryArtworksPageGalleriesQuery$variables;
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
    "name": "GalleryArtworksPageGalleriesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GalleryArtworksPageGalleriesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f2b4af461283531acd967579ee685039",
    "id": null,
    "metadata": {},
    "name": "GalleryArtworksPageGalleriesQuery",
    "operationKind": "query",
    "text": "query GalleryArtworksPageGalleriesQuery {\n  managedGalleries {\n    id\n    number\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3a3888291e701e30cd4c436d0447733";

export default node;
