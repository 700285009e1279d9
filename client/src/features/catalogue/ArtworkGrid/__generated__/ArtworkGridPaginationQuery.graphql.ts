/**
 * @generated SignedSource<<1719e2717a3110cca3a2a3b4bfcd9006>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkOrderField = "CREATED_AT" | "PRICE" | "TITLE" | "UPDATED_AT" | "YEAR" | "%future added value";
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type SizeClass = "LARGE" | "MEDIUM" | "SMALL" | "%future added value";
export type ArtworkOrder = {
  direction?: OrderDirection;
  field: ArtworkOrderField;
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
export type ArtworkGridPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  orderBy?: ArtworkOrder | null | undefined;
  where?: ArtworkWhereInput | null | undefined;
};
export type ArtworkGridPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkGrid_query">;
};
export type ArtworkGridPaginationQuery = {
  response: ArtworkGridPaginationQuery$data;
  variables: ArtworkGridPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 24,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": {
      "direction": "DESC",
      "field": "CREATED_AT"
    },
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "where"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "where"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkGridPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ArtworkGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtworkGridPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkConnection",
        "kind": "LinkedField",
        "name": "artworks",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/)
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
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "where",
          "orderBy"
        ],
        "handle": "connection",
        "key": "ArtworkGrid_artworks",
        "kind": "LinkedHandle",
        "name": "artworks"
      }
    ]
  },
  "params": {
    "cacheID": "49227cda5774652c82cd34aa73b7c9f9",
    "id": null,
    "metadata": {},
    "name": "ArtworkGridPaginationQuery",
    "operationKind": "query",
    "text": "query ArtworkGridPaginationQuery(\n  $after: Cursor\n  $first: Int = 24\n  $orderBy: ArtworkOrder = {field: CREATED_AT, direction: DESC}\n  $where: ArtworkWhereInput\n) {\n  ...ArtworkGrid_query_1mGm8O\n}\n\nfragment ArtworkCard_artwork on Artwork {\n  id\n  number\n  favoriteCount\n  viewerHasFavorited\n  title\n  year\n  mediumLabel\n  priceFen\n  status\n  statusLabel\n  artist {\n    name\n    id\n  }\n  images {\n    url(width: 640)\n    srcset\n    width\n    height\n    alt\n    id\n  }\n}\n\nfragment ArtworkGrid_query_1mGm8O on Query {\n  artworks(first: $first, after: $after, where: $where, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ArtworkCard_artwork\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44cc8d8501680a97cdbdaeb69fb124ff";

export default node;
