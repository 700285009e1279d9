/**
 * @generated SignedSource<<459bcb547e221240b1963ff560230d51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type SizeClass = "LARGE" | "MEDIUM" | "SMALL" | "%future added value";
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
export type ExhibitionWhereInput = {
  and?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  not?: ExhibitionWhereInput | null | undefined;
  or?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type ViewingRoomWhereInput = {
  and?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  not?: ViewingRoomWhereInput | null | undefined;
  or?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type ArticleWhereInput = {
  and?: ReadonlyArray<ArticleWhereInput> | null | undefined;
  not?: ArticleWhereInput | null | undefined;
  or?: ReadonlyArray<ArticleWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type SearchPageQuery$variables = {
  all: boolean;
  articleWhere: ArticleWhereInput;
  articles: boolean;
  artistWhere: ArtistWhereInput;
  artists: boolean;
  artworkWhere: ArtworkWhereInput;
  artworks: boolean;
  exhibitionWhere: ExhibitionWhereInput;
  exhibitions: boolean;
  first: number;
  galleries: boolean;
  galleryWhere: GalleryWhereInput;
  roomWhere: ViewingRoomWhereInput;
  rooms: boolean;
};
export type SearchPageQuery$data = {
  readonly articleCount: {
    readonly totalCount: number;
  };
  readonly articleList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ArticleList_query">;
  } | null | undefined;
  readonly artistCount: {
    readonly totalCount: number;
  };
  readonly artistList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtistList_query">;
  } | null | undefined;
  readonly artworkCount: {
    readonly totalCount: number;
  };
  readonly artworkGrid?: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkGrid_query">;
  } | null | undefined;
  readonly exhibitionCount: {
    readonly totalCount: number;
  };
  readonly exhibitionList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ExhibitionList_query">;
  } | null | undefined;
  readonly galleryCount: {
    readonly totalCount: number;
  };
  readonly galleryList?: {
    readonly " $fragmentSpreads": FragmentRefs<"GalleryList_query">;
  } | null | undefined;
  readonly roomCount: {
    readonly totalCount: number;
  };
  readonly roomList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ViewingRoomList_query">;
  } | null | undefined;
  readonly topArticles?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ArticleCard_article">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly topArtists?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ArtistCard_artist">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly topArtworks?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly topExhibitions?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ExhibitionCard_exhibition">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly topGalleries?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GalleryCard_gallery">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly topRooms?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ViewingRoomCard_viewingRoom">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type SearchPageQuery = {
  response: SearchPageQuery$data;
  variables: SearchPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "articleWhere"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "articles"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artistWhere"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artists"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artworkWhere"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artworks"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exhibitionWhere"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exhibitions"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "galleries"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "galleryWhere"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "roomWhere"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rooms"
},
v14 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v15 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "artworkWhere"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/)
],
v18 = {
  "alias": "artworkCount",
  "args": [
    (v14/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "concreteType": "ArtworkConnection",
  "kind": "LinkedField",
  "name": "artworks",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "artistWhere"
},
v20 = {
  "alias": "artistCount",
  "args": [
    (v14/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "concreteType": "ArtistConnection",
  "kind": "LinkedField",
  "name": "artists",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v21 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "galleryWhere"
},
v22 = {
  "alias": "galleryCount",
  "args": [
    (v14/*:: as any*/),
    (v21/*:: as any*/)
  ],
  "concreteType": "GalleryConnection",
  "kind": "LinkedField",
  "name": "galleries",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v23 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "exhibitionWhere"
},
v24 = {
  "alias": "exhibitionCount",
  "args": [
    (v14/*:: as any*/),
    (v23/*:: as any*/)
  ],
  "concreteType": "ExhibitionConnection",
  "kind": "LinkedField",
  "name": "exhibitions",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v25 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "roomWhere"
},
v26 = {
  "alias": "roomCount",
  "args": [
    (v14/*:: as any*/),
    (v25/*:: as any*/)
  ],
  "concreteType": "ViewingRoomConnection",
  "kind": "LinkedField",
  "name": "viewingRooms",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v27 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "articleWhere"
},
v28 = {
  "alias": "articleCount",
  "args": [
    (v14/*:: as any*/),
    (v27/*:: as any*/)
  ],
  "concreteType": "ArticleConnection",
  "kind": "LinkedField",
  "name": "articles",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v29 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "DESC",
    "field": "CREATED_AT"
  }
},
v30 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
  },
  (v29/*:: as any*/),
  (v15/*:: as any*/)
],
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v32 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "ASC",
    "field": "PINYIN"
  }
},
v33 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  },
  (v32/*:: as any*/),
  (v19/*:: as any*/)
],
v34 = {
  "kind": "Literal",
  "name": "first",
  "value": 3
},
v35 = [
  (v34/*:: as any*/),
  (v32/*:: as any*/),
  (v21/*:: as any*/)
],
v36 = [
  (v34/*:: as any*/),
  (v23/*:: as any*/)
],
v37 = [
  (v34/*:: as any*/),
  (v25/*:: as any*/)
],
v38 = [
  (v34/*:: as any*/),
  (v27/*:: as any*/)
],
v39 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v40 = [
  (v39/*:: as any*/),
  (v23/*:: as any*/)
],
v41 = [
  (v39/*:: as any*/),
  (v25/*:: as any*/)
],
v42 = [
  (v39/*:: as any*/),
  (v27/*:: as any*/)
],
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "favoriteCount",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediumLabel",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceFen",
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v53 = [
  (v52/*:: as any*/),
  (v31/*:: as any*/)
],
v54 = {
  "alias": null,
  "args": null,
  "concreteType": "Artist",
  "kind": "LinkedField",
  "name": "artist",
  "plural": false,
  "selections": (v53/*:: as any*/),
  "storageKey": null
},
v55 = {
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
v56 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
},
v57 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v58 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v59 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtworkImage",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    (v55/*:: as any*/),
    (v56/*:: as any*/),
    (v57/*:: as any*/),
    (v58/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    },
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v60 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followerCount",
  "storageKey": null
},
v61 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v62 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "initial",
  "storageKey": null
},
v63 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v64 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "birthYear",
  "storageKey": null
},
v65 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "width",
      "value": 320
    }
  ],
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(width:320)"
},
v66 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    },
    (v29/*:: as any*/)
  ],
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
            (v46/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ArtworkImage",
              "kind": "LinkedField",
              "name": "images",
              "plural": true,
              "selections": [
                (v65/*:: as any*/),
                (v56/*:: as any*/),
                (v57/*:: as any*/),
                (v58/*:: as any*/),
                (v31/*:: as any*/)
              ],
              "storageKey": null
            },
            (v31/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "artworks(first:1,orderBy:{\"direction\":\"DESC\",\"field\":\"CREATED_AT\"})"
},
v67 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v68 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "logoPicture",
  "plural": false,
  "selections": [
    (v65/*:: as any*/)
  ],
  "storageKey": null
},
v69 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtworkImage",
  "kind": "LinkedField",
  "name": "cover",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 480
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:480)"
    },
    (v56/*:: as any*/),
    (v57/*:: as any*/),
    (v58/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v70 = {
  "alias": null,
  "args": [
    (v34/*:: as any*/)
  ],
  "concreteType": "ArtistConnection",
  "kind": "LinkedField",
  "name": "artists",
  "plural": false,
  "selections": [
    (v16/*:: as any*/),
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
          "selections": (v53/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "artists(first:3)"
},
v71 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtitle",
  "storageKey": null
},
v72 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "venueName",
  "storageKey": null
},
v73 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v74 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsOn",
  "storageKey": null
},
v75 = {
  "alias": null,
  "args": null,
  "concreteType": "Gallery",
  "kind": "LinkedField",
  "name": "gallery",
  "plural": false,
  "selections": [
    (v43/*:: as any*/),
    (v52/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v76 = {
  "alias": null,
  "args": null,
  "concreteType": "Artist",
  "kind": "LinkedField",
  "name": "artists",
  "plural": true,
  "selections": (v53/*:: as any*/),
  "storageKey": null
},
v77 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtworkImage",
  "kind": "LinkedField",
  "name": "installationImages",
  "plural": true,
  "selections": [
    (v55/*:: as any*/),
    (v56/*:: as any*/),
    (v57/*:: as any*/),
    (v58/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v78 = [
  (v55/*:: as any*/),
  (v56/*:: as any*/),
  (v57/*:: as any*/),
  (v58/*:: as any*/)
],
v79 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "coverPicture",
  "plural": false,
  "selections": (v78/*:: as any*/),
  "storageKey": null
},
v80 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLine",
  "storageKey": null
},
v81 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opensAt",
  "storageKey": null
},
v82 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closesAt",
  "storageKey": null
},
v83 = {
  "alias": null,
  "args": null,
  "concreteType": "Gallery",
  "kind": "LinkedField",
  "name": "gallery",
  "plural": false,
  "selections": [
    (v43/*:: as any*/),
    (v52/*:: as any*/),
    (v67/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v84 = {
  "alias": "cover",
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "coverPicture",
  "plural": false,
  "selections": (v78/*:: as any*/),
  "storageKey": null
},
v85 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v86 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v87 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v88 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v89 = [
  (v39/*:: as any*/),
  (v29/*:: as any*/),
  (v15/*:: as any*/)
],
v90 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v91 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v92 = {
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
},
v93 = [
  "where",
  "orderBy"
],
v94 = [
  (v39/*:: as any*/),
  (v32/*:: as any*/),
  (v19/*:: as any*/)
],
v95 = [
  (v39/*:: as any*/),
  (v32/*:: as any*/),
  (v21/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPageQuery",
    "selections": [
      (v18/*:: as any*/),
      (v20/*:: as any*/),
      (v22/*:: as any*/),
      (v24/*:: as any*/),
      (v26/*:: as any*/),
      (v28/*:: as any*/),
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "topArtworks",
            "args": (v30/*:: as any*/),
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
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ArtworkCard_artwork"
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
          {
            "alias": "topArtists",
            "args": (v33/*:: as any*/),
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
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ArtistCard_artist"
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
          {
            "alias": "topGalleries",
            "args": (v35/*:: as any*/),
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
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "GalleryCard_gallery"
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
          {
            "alias": "topExhibitions",
            "args": (v36/*:: as any*/),
            "concreteType": "ExhibitionConnection",
            "kind": "LinkedField",
            "name": "exhibitions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ExhibitionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Exhibition",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ExhibitionCard_exhibition"
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
          {
            "alias": "topRooms",
            "args": (v37/*:: as any*/),
            "concreteType": "ViewingRoomConnection",
            "kind": "LinkedField",
            "name": "viewingRooms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ViewingRoomEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ViewingRoom",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ViewingRoomCard_viewingRoom"
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
          {
            "alias": "topArticles",
            "args": (v38/*:: as any*/),
            "concreteType": "ArticleConnection",
            "kind": "LinkedField",
            "name": "articles",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ArticleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Article",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ArticleCard_article"
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
      {
        "condition": "artworks",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v39/*:: as any*/),
                    (v15/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "ArtworkGrid_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "artworkGrid"
          }
        ]
      },
      {
        "condition": "artists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v39/*:: as any*/),
                    (v19/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "ArtistList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "artistList"
          }
        ]
      },
      {
        "condition": "galleries",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v39/*:: as any*/),
                    (v21/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "GalleryList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "galleryList"
          }
        ]
      },
      {
        "condition": "exhibitions",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v40/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "ExhibitionList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "exhibitionList"
          }
        ]
      },
      {
        "condition": "rooms",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v41/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "ViewingRoomList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "roomList"
          }
        ]
      },
      {
        "condition": "articles",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v42/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "ArticleList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "articleList"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v11/*:: as any*/),
      (v7/*:: as any*/),
      (v12/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v10/*:: as any*/),
      (v8/*:: as any*/),
      (v13/*:: as any*/),
      (v2/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchPageQuery",
    "selections": [
      (v18/*:: as any*/),
      (v20/*:: as any*/),
      (v22/*:: as any*/),
      (v24/*:: as any*/),
      (v26/*:: as any*/),
      (v28/*:: as any*/),
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "topArtworks",
            "args": (v30/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v44/*:: as any*/),
                      (v45/*:: as any*/),
                      (v46/*:: as any*/),
                      (v47/*:: as any*/),
                      (v48/*:: as any*/),
                      (v49/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v54/*:: as any*/),
                      (v59/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "topArtists",
            "args": (v33/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v60/*:: as any*/),
                      (v45/*:: as any*/),
                      (v52/*:: as any*/),
                      (v61/*:: as any*/),
                      (v62/*:: as any*/),
                      (v63/*:: as any*/),
                      (v64/*:: as any*/),
                      (v66/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "topGalleries",
            "args": (v35/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v60/*:: as any*/),
                      (v45/*:: as any*/),
                      (v52/*:: as any*/),
                      (v61/*:: as any*/),
                      (v62/*:: as any*/),
                      (v67/*:: as any*/),
                      (v68/*:: as any*/),
                      (v69/*:: as any*/),
                      (v70/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "topExhibitions",
            "args": (v36/*:: as any*/),
            "concreteType": "ExhibitionConnection",
            "kind": "LinkedField",
            "name": "exhibitions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ExhibitionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Exhibition",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v71/*:: as any*/),
                      (v67/*:: as any*/),
                      (v72/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v73/*:: as any*/),
                      (v74/*:: as any*/),
                      (v75/*:: as any*/),
                      (v76/*:: as any*/),
                      (v77/*:: as any*/),
                      (v79/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "topRooms",
            "args": (v37/*:: as any*/),
            "concreteType": "ViewingRoomConnection",
            "kind": "LinkedField",
            "name": "viewingRooms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ViewingRoomEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ViewingRoom",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v50/*:: as any*/),
                      (v80/*:: as any*/),
                      (v81/*:: as any*/),
                      (v82/*:: as any*/),
                      (v83/*:: as any*/),
                      (v84/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "topArticles",
            "args": (v38/*:: as any*/),
            "concreteType": "ArticleConnection",
            "kind": "LinkedField",
            "name": "articles",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ArticleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Article",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v85/*:: as any*/),
                      (v86/*:: as any*/),
                      (v87/*:: as any*/),
                      (v88/*:: as any*/),
                      (v84/*:: as any*/)
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
      {
        "condition": "artworks",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v89/*:: as any*/),
            "concreteType": "ArtworkConnection",
            "kind": "LinkedField",
            "name": "artworks",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v44/*:: as any*/),
                      (v45/*:: as any*/),
                      (v46/*:: as any*/),
                      (v47/*:: as any*/),
                      (v48/*:: as any*/),
                      (v49/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v54/*:: as any*/),
                      (v59/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v89/*:: as any*/),
            "filters": (v93/*:: as any*/),
            "handle": "connection",
            "key": "ArtworkGrid_artworks",
            "kind": "LinkedHandle",
            "name": "artworks"
          }
        ]
      },
      {
        "condition": "artists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v94/*:: as any*/),
            "concreteType": "ArtistConnection",
            "kind": "LinkedField",
            "name": "artists",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v60/*:: as any*/),
                      (v45/*:: as any*/),
                      (v52/*:: as any*/),
                      (v61/*:: as any*/),
                      (v62/*:: as any*/),
                      (v63/*:: as any*/),
                      (v64/*:: as any*/),
                      (v66/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v94/*:: as any*/),
            "filters": (v93/*:: as any*/),
            "handle": "connection",
            "key": "ArtistList_artists",
            "kind": "LinkedHandle",
            "name": "artists"
          }
        ]
      },
      {
        "condition": "galleries",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v95/*:: as any*/),
            "concreteType": "GalleryConnection",
            "kind": "LinkedField",
            "name": "galleries",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v60/*:: as any*/),
                      (v45/*:: as any*/),
                      (v52/*:: as any*/),
                      (v61/*:: as any*/),
                      (v62/*:: as any*/),
                      (v67/*:: as any*/),
                      (v68/*:: as any*/),
                      (v69/*:: as any*/),
                      (v70/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v95/*:: as any*/),
            "filters": (v93/*:: as any*/),
            "handle": "connection",
            "key": "GalleryList_galleries",
            "kind": "LinkedHandle",
            "name": "galleries"
          }
        ]
      },
      {
        "condition": "exhibitions",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v40/*:: as any*/),
            "concreteType": "ExhibitionConnection",
            "kind": "LinkedField",
            "name": "exhibitions",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ExhibitionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Exhibition",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v71/*:: as any*/),
                      (v67/*:: as any*/),
                      (v72/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v73/*:: as any*/),
                      (v74/*:: as any*/),
                      (v75/*:: as any*/),
                      (v76/*:: as any*/),
                      (v77/*:: as any*/),
                      (v79/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v40/*:: as any*/),
            "filters": [
              "status",
              "city",
              "where"
            ],
            "handle": "connection",
            "key": "ExhibitionList_exhibitions",
            "kind": "LinkedHandle",
            "name": "exhibitions"
          }
        ]
      },
      {
        "condition": "rooms",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "concreteType": "ViewingRoomConnection",
            "kind": "LinkedField",
            "name": "viewingRooms",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ViewingRoomEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ViewingRoom",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v50/*:: as any*/),
                      (v80/*:: as any*/),
                      (v81/*:: as any*/),
                      (v82/*:: as any*/),
                      (v83/*:: as any*/),
                      (v84/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "filters": [
              "status",
              "where"
            ],
            "handle": "connection",
            "key": "ViewingRoomList_viewingRooms",
            "kind": "LinkedHandle",
            "name": "viewingRooms"
          }
        ]
      },
      {
        "condition": "articles",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v42/*:: as any*/),
            "concreteType": "ArticleConnection",
            "kind": "LinkedField",
            "name": "articles",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ArticleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Article",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v43/*:: as any*/),
                      (v46/*:: as any*/),
                      (v85/*:: as any*/),
                      (v86/*:: as any*/),
                      (v87/*:: as any*/),
                      (v88/*:: as any*/),
                      (v84/*:: as any*/),
                      (v90/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v91/*:: as any*/)
                ],
                "storageKey": null
              },
              (v92/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v42/*:: as any*/),
            "filters": [
              "tag",
              "where"
            ],
            "handle": "connection",
            "key": "ArticleList_articles",
            "kind": "LinkedHandle",
            "name": "articles"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "0dfcaab1391d3156e42f4e9279b0ae58",
    "id": null,
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": "query SearchPageQuery(\n  $artworkWhere: ArtworkWhereInput!\n  $artistWhere: ArtistWhereInput!\n  $galleryWhere: GalleryWhereInput!\n  $exhibitionWhere: ExhibitionWhereInput!\n  $roomWhere: ViewingRoomWhereInput!\n  $articleWhere: ArticleWhereInput!\n  $all: Boolean!\n  $artworks: Boolean!\n  $artists: Boolean!\n  $galleries: Boolean!\n  $exhibitions: Boolean!\n  $rooms: Boolean!\n  $articles: Boolean!\n  $first: Int!\n) {\n  artworkCount: artworks(first: 0, where: $artworkWhere) {\n    totalCount\n  }\n  artistCount: artists(first: 0, where: $artistWhere) {\n    totalCount\n  }\n  galleryCount: galleries(first: 0, where: $galleryWhere) {\n    totalCount\n  }\n  exhibitionCount: exhibitions(first: 0, where: $exhibitionWhere) {\n    totalCount\n  }\n  roomCount: viewingRooms(first: 0, where: $roomWhere) {\n    totalCount\n  }\n  articleCount: articles(first: 0, where: $articleWhere) {\n    totalCount\n  }\n  topArtworks: artworks(first: 8, where: $artworkWhere, orderBy: {field: CREATED_AT, direction: DESC}) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...ArtworkCard_artwork\n      }\n    }\n  }\n  topArtists: artists(first: 6, where: $artistWhere, orderBy: {field: PINYIN, direction: ASC}) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...ArtistCard_artist\n      }\n    }\n  }\n  topGalleries: galleries(first: 3, where: $galleryWhere, orderBy: {field: PINYIN, direction: ASC}) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...GalleryCard_gallery\n      }\n    }\n  }\n  topExhibitions: exhibitions(first: 3, where: $exhibitionWhere) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...ExhibitionCard_exhibition\n      }\n    }\n  }\n  topRooms: viewingRooms(first: 3, where: $roomWhere) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...ViewingRoomCard_viewingRoom\n      }\n    }\n  }\n  topArticles: articles(first: 3, where: $articleWhere) @include(if: $all) {\n    edges {\n      node {\n        id\n        ...ArticleCard_article\n      }\n    }\n  }\n  ...ArtworkGrid_query_2a3sw @include(if: $artworks)\n  ...ArtistList_query_1B0njk @include(if: $artists)\n  ...GalleryList_query_240Phh @include(if: $galleries)\n  ...ExhibitionList_query_2PPKj4 @include(if: $exhibitions)\n  ...ViewingRoomList_query_433UPs @include(if: $rooms)\n  ...ArticleList_query_2lJeua @include(if: $articles)\n}\n\nfragment ArticleCard_article on Article {\n  number\n  title\n  summary\n  author\n  publishedAt\n  tags\n  cover: coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment ArticleList_query_2lJeua on Query {\n  articles(first: $first, where: $articleWhere) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ArticleCard_article\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ArtistCard_artist on Artist {\n  id\n  number\n  followerCount\n  viewerHasFavorited\n  name\n  nameEn\n  initial\n  region\n  birthYear\n  artworks(first: 1, orderBy: {field: CREATED_AT, direction: DESC}) {\n    edges {\n      node {\n        title\n        images {\n          url(width: 320)\n          srcset\n          width\n          height\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ArtistList_query_1B0njk on Query {\n  artists(first: $first, where: $artistWhere, orderBy: {field: PINYIN, direction: ASC}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ArtistCard_artist\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ArtworkCard_artwork on Artwork {\n  id\n  number\n  favoriteCount\n  viewerHasFavorited\n  title\n  year\n  mediumLabel\n  priceFen\n  status\n  statusLabel\n  artist {\n    name\n    id\n  }\n  images {\n    url(width: 640)\n    srcset\n    width\n    height\n    alt\n    id\n  }\n}\n\nfragment ArtworkGrid_query_2a3sw on Query {\n  artworks(first: $first, where: $artworkWhere, orderBy: {field: CREATED_AT, direction: DESC}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ArtworkCard_artwork\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ExhibitionCard_exhibition on Exhibition {\n  number\n  title\n  subtitle\n  city\n  venueName\n  status\n  statusLabel\n  startsOn\n  endsOn\n  gallery {\n    number\n    name\n    id\n  }\n  artists {\n    name\n    id\n  }\n  installationImages {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment ExhibitionList_query_2PPKj4 on Query {\n  exhibitions(first: $first, where: $exhibitionWhere) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ExhibitionCard_exhibition\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment GalleryCard_gallery on Gallery {\n  id\n  number\n  followerCount\n  viewerHasFavorited\n  name\n  nameEn\n  initial\n  city\n  logoPicture {\n    url(width: 320)\n  }\n  cover {\n    url(width: 480)\n    srcset\n    width\n    height\n    id\n  }\n  artists(first: 3) {\n    totalCount\n    edges {\n      node {\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment GalleryList_query_240Phh on Query {\n  galleries(first: $first, where: $galleryWhere, orderBy: {field: PINYIN, direction: ASC}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...GalleryCard_gallery\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ViewingRoomCard_viewingRoom on ViewingRoom {\n  number\n  title\n  status\n  statusLine\n  opensAt\n  closesAt\n  gallery {\n    number\n    name\n    city\n    id\n  }\n  cover: coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment ViewingRoomList_query_433UPs on Query {\n  viewingRooms(first: $first, where: $roomWhere) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ViewingRoomCard_viewingRoom\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdaedc3a581eec032a5144fd184a83d2";

export default node;
