/**
 * @generated SignedSource<<c03b83cf9a4ab4c291562729b77bb380>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type SizeClass = "LARGE" | "MEDIUM" | "SMALL" | "%future added value";
export type ArtistWhereInput = {
  and?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  initial?: string | null | undefined;
  initialContains?: string | null | undefined;
  initialContainsFold?: string | null | undefined;
  initialEqualFold?: string | null | undefined;
  initialGT?: string | null | undefined;
  initialGTE?: string | null | undefined;
  initialHasPrefix?: string | null | undefined;
  initialHasSuffix?: string | null | undefined;
  initialIn?: ReadonlyArray<string> | null | undefined;
  initialLT?: string | null | undefined;
  initialLTE?: string | null | undefined;
  initialNEQ?: string | null | undefined;
  initialNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ArtistWhereInput | null | undefined;
  or?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type GalleryWhereInput = {
  and?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  initial?: string | null | undefined;
  initialContains?: string | null | undefined;
  initialContainsFold?: string | null | undefined;
  initialEqualFold?: string | null | undefined;
  initialGT?: string | null | undefined;
  initialGTE?: string | null | undefined;
  initialHasPrefix?: string | null | undefined;
  initialHasSuffix?: string | null | undefined;
  initialIn?: ReadonlyArray<string> | null | undefined;
  initialLT?: string | null | undefined;
  initialLTE?: string | null | undefined;
  initialNEQ?: string | null | undefined;
  initialNotIn?: ReadonlyArray<string> | null | undefined;
  not?: GalleryWhereInput | null | undefined;
  or?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type ArtworkWhereInput = {
  and?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  artistNumber?: number | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  mediumIn?: ReadonlyArray<ArtworkMedium> | null | undefined;
  mediumNEQ?: ArtworkMedium | null | undefined;
  mediumNotIn?: ReadonlyArray<ArtworkMedium> | null | undefined;
  not?: ArtworkWhereInput | null | undefined;
  or?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  priceFen?: string | null | undefined;
  priceFenGT?: string | null | undefined;
  priceFenGTE?: string | null | undefined;
  priceFenIn?: ReadonlyArray<string> | null | undefined;
  priceFenLT?: string | null | undefined;
  priceFenLTE?: string | null | undefined;
  priceFenNEQ?: string | null | undefined;
  priceFenNotIn?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
  sizeClass?: SizeClass | null | undefined;
  status?: ArtworkStatus | null | undefined;
  statusIn?: ReadonlyArray<ArtworkStatus> | null | undefined;
  statusNEQ?: ArtworkStatus | null | undefined;
  statusNotIn?: ReadonlyArray<ArtworkStatus> | null | undefined;
  year?: number | null | undefined;
  yearGT?: number | null | undefined;
  yearGTE?: number | null | undefined;
  yearIn?: ReadonlyArray<number> | null | undefined;
  yearIsNil?: boolean | null | undefined;
  yearLT?: number | null | undefined;
  yearLTE?: number | null | undefined;
  yearNEQ?: number | null | undefined;
  yearNotIn?: ReadonlyArray<number> | null | undefined;
  yearNotNil?: boolean | null | undefined;
};
export type SearchBoxSuggestQuery$variables = {
  artworkWhere: ArtworkWhereInput;
  galleryWhere: GalleryWhereInput;
  where: ArtistWhereInput;
};
export type SearchBoxSuggestQuery$data = {
  readonly artists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly number: number;
        readonly region: string | null | undefined;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly artworks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly artist: {
          readonly name: string;
        };
        readonly id: string;
        readonly number: number;
        readonly title: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly galleries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string;
        readonly id: string;
        readonly name: string;
        readonly number: number;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type SearchBoxSuggestQuery = {
  response: SearchBoxSuggestQuery$data;
  variables: SearchBoxSuggestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artworkWhere"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "galleryWhere"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v3 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "ASC",
    "field": "PINYIN"
  }
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 4
    },
    (v3/*:: as any*/),
    {
      "kind": "Variable",
      "name": "where",
      "variableName": "where"
    }
  ],
  "concreteType": "ArtistConnection",
  "kind": "LinkedField",
  "name": "artists",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtistEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Artist",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "region",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 3
    },
    (v3/*:: as any*/),
    {
      "kind": "Variable",
      "name": "where",
      "variableName": "galleryWhere"
    }
  ],
  "concreteType": "GalleryConnection",
  "kind": "LinkedField",
  "name": "galleries",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GalleryEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Gallery",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "DESC",
      "field": "CREATED_AT"
    }
  },
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "artworkWhere"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchBoxSuggestQuery",
    "selections": [
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ArtworkConnection",
        "kind": "LinkedField",
        "name": "artworks",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Artwork",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Artist",
                    "kind": "LinkedField",
                    "name": "artist",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchBoxSuggestQuery",
    "selections": [
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ArtworkConnection",
        "kind": "LinkedField",
        "name": "artworks",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Artwork",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Artist",
                    "kind": "LinkedField",
                    "name": "artist",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "333ea29299ae39008ed83df4bd32cee9",
    "id": null,
    "metadata": {},
    "name": "SearchBoxSuggestQuery",
    "operationKind": "query",
    "text": "query SearchBoxSuggestQuery(\n  $where: ArtistWhereInput!\n  $galleryWhere: GalleryWhereInput!\n  $artworkWhere: ArtworkWhereInput!\n) {\n  artists(first: 4, where: $where, orderBy: {field: PINYIN, direction: ASC}) {\n    edges {\n      node {\n        id\n        number\n        name\n        region\n      }\n    }\n  }\n  galleries(first: 3, where: $galleryWhere, orderBy: {field: PINYIN, direction: ASC}) {\n    edges {\n      node {\n        id\n        number\n        name\n        city\n      }\n    }\n  }\n  artworks(first: 5, where: $artworkWhere, orderBy: {field: CREATED_AT, direction: DESC}) {\n    edges {\n      node {\n        id\n        number\n        title\n        artist {\n          name\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "929fe5c1d0d1995d7c6fa4b151f50165";

export default node;
