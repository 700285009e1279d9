/**
 * @generated SignedSource<<bf98777df469386dc141a1dd13bae277>>
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
    "concreteType": "OpsGalleryChoice",
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
    "cacheID": "8424293b009084655648ac1fa07275d1",
    "id": null,
    "metadata": {},
    "name": "GalleryArtworksPageGalleriesQuery",
    "operationKind": "query",
    "text": "query GalleryArtworksPageGalleriesQuery {\n  managedGalleries {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea0885d9f5988986f6b987ac03b05a88";

export default node;
