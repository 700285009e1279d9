/**
 * @generated SignedSource<<a171e505e54a7f6aae4ae84680cc9ff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArtworkCard_artwork$data = {
  readonly artist: {
    readonly name: string;
  };
  readonly favoriteCount: number;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number;
    readonly srcset: string;
    readonly url: string;
    readonly width: number;
  }> | null | undefined;
  readonly mediumLabel: string;
  readonly number: number;
  readonly priceFen: string;
  readonly status: ArtworkStatus;
  readonly statusLabel: string;
  readonly title: string;
  readonly viewerHasFavorited: boolean;
  readonly year: number | null | undefined;
  readonly " $fragmentType": "ArtworkCard_artwork";
};
export type ArtworkCard_artwork$key = {
  readonly " $data"?: ArtworkCard_artwork$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArtworkCard_artwork",
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
        }
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Artwork",
  "abstractKey": null
};

(node as any).hash = "d8f87542c5c75e2e51b54aa0007b6051";

export default node;
