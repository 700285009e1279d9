/**
 * @generated SignedSource<<95c0f8cf621e15f6b0052b694aa29092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly artistCount: {
    readonly totalCount: number;
  };
  readonly availableArtworks: {
    readonly totalCount: number;
  };
  readonly galleryCount: {
    readonly totalCount: number;
  };
  readonly homeSections: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomeSection_section">;
  }>;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": "availableArtworks",
  "args": [
    (v1/*:: as any*/),
    {
      "kind": "Literal",
      "name": "where",
      "value": {
        "status": "AVAILABLE"
      }
    }
  ],
  "concreteType": "ArtworkConnection",
  "kind": "LinkedField",
  "name": "artworks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": "artworks(first:0,where:{\"status\":\"AVAILABLE\"})"
},
v5 = [
  (v1/*:: as any*/)
],
v6 = {
  "alias": "galleryCount",
  "args": (v5/*:: as any*/),
  "concreteType": "GalleryConnection",
  "kind": "LinkedField",
  "name": "galleries",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": "galleries(first:0)"
},
v7 = {
  "alias": "artistCount",
  "args": (v5/*:: as any*/),
  "concreteType": "ArtistConnection",
  "kind": "LinkedField",
  "name": "artists",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": "artists(first:0)"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceFen",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/),
  (v10/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Artist",
  "kind": "LinkedField",
  "name": "artist",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
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
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followerCount",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "initial",
  "storageKey": null
},
v27 = {
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
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Gallery",
  "kind": "LinkedField",
  "name": "gallery",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v16/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v30 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v10/*:: as any*/)
],
v31 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/)
],
v32 = {
  "alias": "cover",
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "coverPicture",
  "plural": false,
  "selections": (v31/*:: as any*/),
  "storageKey": null
},
v33 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HomeSection",
        "kind": "LinkedField",
        "name": "homeSections",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeSection_section"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HomeSection",
        "kind": "LinkedField",
        "name": "homeSections",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Artwork",
            "kind": "LinkedField",
            "name": "artworks",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "favoriteCount",
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v9/*:: as any*/),
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
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artists",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v24/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "region",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "birthYear",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  },
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": {
                      "direction": "DESC",
                      "field": "CREATED_AT"
                    }
                  }
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
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ArtworkImage",
                            "kind": "LinkedField",
                            "name": "images",
                            "plural": true,
                            "selections": [
                              (v27/*:: as any*/),
                              (v20/*:: as any*/),
                              (v21/*:: as any*/),
                              (v22/*:: as any*/),
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "artworks(first:1,orderBy:{\"direction\":\"DESC\",\"field\":\"CREATED_AT\"})"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Exhibition",
            "kind": "LinkedField",
            "name": "exhibitions",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "venueName",
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsOn",
                "storageKey": null
              },
              (v29/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "artists",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "installationImages",
                "plural": true,
                "selections": (v30/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Picture",
                "kind": "LinkedField",
                "name": "coverPicture",
                "plural": false,
                "selections": (v31/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewingRoom",
            "kind": "LinkedField",
            "name": "viewingRooms",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opensAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closesAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Gallery",
                "kind": "LinkedField",
                "name": "gallery",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v16/*:: as any*/),
                  (v28/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v32/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtLive",
            "kind": "LinkedField",
            "name": "lives",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "host",
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": (v30/*:: as any*/),
                "storageKey": null
              },
              (v29/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "articles",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
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
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tags",
                "storageKey": null
              },
              (v32/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Gallery",
            "kind": "LinkedField",
            "name": "galleries",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v24/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Picture",
                "kind": "LinkedField",
                "name": "logoPicture",
                "plural": false,
                "selections": [
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": [
                  (v33/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 3
                  }
                ],
                "concreteType": "ArtistConnection",
                "kind": "LinkedField",
                "name": "artists",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "artists(first:3)"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Goods",
            "kind": "LinkedField",
            "name": "goods",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stock",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editionSize",
                "storageKey": null
              },
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Artwork",
                "kind": "LinkedField",
                "name": "artwork",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v9/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ArtworkImage",
                    "kind": "LinkedField",
                    "name": "images",
                    "plural": true,
                    "selections": [
                      (v33/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "b57a83da433048092607284f98a5097f",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery {\n  homeSections {\n    key\n    ...HomeSection_section\n  }\n  availableArtworks: artworks(first: 0, where: {status: AVAILABLE}) {\n    totalCount\n  }\n  galleryCount: galleries(first: 0) {\n    totalCount\n  }\n  artistCount: artists(first: 0) {\n    totalCount\n  }\n}\n\nfragment ArticleCard_article on Article {\n  number\n  title\n  summary\n  author\n  publishedAt\n  tags\n  cover: coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment ArtistCard_artist on Artist {\n  id\n  number\n  followerCount\n  viewerHasFavorited\n  name\n  nameEn\n  initial\n  region\n  birthYear\n  artworks(first: 1, orderBy: {field: CREATED_AT, direction: DESC}) {\n    edges {\n      node {\n        title\n        images {\n          url(width: 320)\n          srcset\n          width\n          height\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ArtworkCard_artwork on Artwork {\n  id\n  number\n  favoriteCount\n  viewerHasFavorited\n  title\n  year\n  mediumLabel\n  priceFen\n  status\n  statusLabel\n  artist {\n    name\n    id\n  }\n  images {\n    url(width: 640)\n    srcset\n    width\n    height\n    alt\n    id\n  }\n}\n\nfragment ExhibitionCard_exhibition on Exhibition {\n  number\n  title\n  subtitle\n  city\n  venueName\n  status\n  statusLabel\n  startsOn\n  endsOn\n  gallery {\n    number\n    name\n    id\n  }\n  artists {\n    name\n    id\n  }\n  installationImages {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment GalleryCard_gallery on Gallery {\n  id\n  number\n  followerCount\n  viewerHasFavorited\n  name\n  nameEn\n  initial\n  city\n  logoPicture {\n    url(width: 320)\n  }\n  cover {\n    url(width: 480)\n    srcset\n    width\n    height\n    id\n  }\n  artists(first: 3) {\n    totalCount\n    edges {\n      node {\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment GoodsCard_goods on Goods {\n  number\n  title\n  kind\n  kindLabel\n  status\n  stock\n  editionSize\n  priceFen\n  artwork {\n    number\n    title\n    artist {\n      name\n      id\n    }\n    images {\n      url(width: 480)\n      srcset\n      width\n      height\n      alt\n      id\n    }\n    id\n  }\n}\n\nfragment HomeCards_section on HomeSection {\n  artists {\n    id\n    ...ArtistCard_artist\n  }\n  exhibitions {\n    id\n    ...ExhibitionCard_exhibition\n  }\n  viewingRooms {\n    id\n    ...ViewingRoomCard_viewingRoom\n  }\n  lives {\n    id\n    ...LiveCard_artLive\n  }\n  articles {\n    id\n    ...ArticleCard_article\n  }\n  galleries {\n    id\n    ...GalleryCard_gallery\n  }\n  goods {\n    id\n    ...GoodsCard_goods\n  }\n}\n\nfragment HomeSection_section on HomeSection {\n  key\n  kind\n  title\n  artworks {\n    id\n    ...ArtworkCard_artwork\n  }\n  artists {\n    id\n  }\n  exhibitions {\n    id\n  }\n  viewingRooms {\n    id\n  }\n  lives {\n    id\n  }\n  articles {\n    id\n  }\n  galleries {\n    id\n  }\n  goods {\n    id\n  }\n  ...HomeCards_section\n}\n\nfragment LiveCard_artLive on ArtLive {\n  number\n  title\n  host\n  status\n  statusLabel\n  startsAt\n  cover {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  gallery {\n    number\n    name\n    id\n  }\n}\n\nfragment ViewingRoomCard_viewingRoom on ViewingRoom {\n  number\n  title\n  status\n  statusLine\n  opensAt\n  closesAt\n  gallery {\n    number\n    name\n    city\n    id\n  }\n  cover: coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "e54986e5412c020aa00193ee0c4d3705";

export default node;
