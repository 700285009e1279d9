/**
 * @generated SignedSource<<f33b1edb4b3741ec39ad2250c9893545>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkCardTestQuery$variables = Record<PropertyKey, never>;
export type ArtworkCardTestQuery$data = {
  readonly artworkByNumber: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
  } | null | undefined;
};
export type ArtworkCardTestQuery = {
  response: ArtworkCardTestQuery$data;
  variables: ArtworkCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "number",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Artwork",
        "kind": "LinkedField",
        "name": "artworkByNumber",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArtworkCard_artwork"
          }
        ],
        "storageKey": "artworkByNumber(number:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArtworkCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Artwork",
        "kind": "LinkedField",
        "name": "artworkByNumber",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "favoriteCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasFavorited",
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
            "name": "year",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mediumLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceFen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artist",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 640
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:640)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "artworkByNumber(number:1)"
      }
    ]
  },
  "params": {
    "cacheID": "5f200fe81d5ad9702acf326cdcc1192f",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "artworkByNumber": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Artwork"
        },
        "artworkByNumber.artist": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Artist"
        },
        "artworkByNumber.artist.id": (v2/*:: as any*/),
        "artworkByNumber.artist.name": (v3/*:: as any*/),
        "artworkByNumber.favoriteCount": (v4/*:: as any*/),
        "artworkByNumber.id": (v2/*:: as any*/),
        "artworkByNumber.images": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "ArtworkImage"
        },
        "artworkByNumber.images.alt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "artworkByNumber.images.height": (v4/*:: as any*/),
        "artworkByNumber.images.id": (v2/*:: as any*/),
        "artworkByNumber.images.srcset": (v3/*:: as any*/),
        "artworkByNumber.images.url": (v3/*:: as any*/),
        "artworkByNumber.images.width": (v4/*:: as any*/),
        "artworkByNumber.mediumLabel": (v3/*:: as any*/),
        "artworkByNumber.number": (v4/*:: as any*/),
        "artworkByNumber.priceFen": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Fen"
        },
        "artworkByNumber.status": {
          "enumValues": [
            "AVAILABLE",
            "RESERVED",
            "SOLD",
            "NOT_FOR_SALE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ArtworkStatus"
        },
        "artworkByNumber.statusLabel": (v3/*:: as any*/),
        "artworkByNumber.title": (v3/*:: as any*/),
        "artworkByNumber.viewerHasFavorited": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "artworkByNumber.year": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "ArtworkCardTestQuery",
    "operationKind": "query",
    "text": "query ArtworkCardTestQuery {\n  artworkByNumber(number: 1) {\n    ...ArtworkCard_artwork\n    id\n  }\n}\n\nfragment ArtworkCard_artwork on Artwork {\n  id\n  number\n  favoriteCount\n  viewerHasFavorited\n  title\n  year\n  mediumLabel\n  priceFen\n  status\n  statusLabel\n  artist {\n    name\n    id\n  }\n  images {\n    url(width: 640)\n    srcset\n    width\n    height\n    alt\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d497196164439393f8253da94ba19f35";

export default node;
