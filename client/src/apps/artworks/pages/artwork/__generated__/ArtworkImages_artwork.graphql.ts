/**
 * @generated SignedSource<<1c6c06ac09302d6395c7d04c2a52746a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkImages_artwork$data = {
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly full: string;
    readonly height: number;
    readonly id: string;
    readonly srcset: string;
    readonly thumb: string;
    readonly url: string;
    readonly width: number;
  }> | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ArtworkImages_artwork";
};
export type ArtworkImages_artwork$key = {
  readonly " $data"?: ArtworkImages_artwork$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkImages_artwork">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArtworkImages_artwork",
  "selections": [
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
      "concreteType": "ArtworkImage",
      "kind": "LinkedField",
      "name": "images",
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
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 1280
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1280)"
        },
        {
          "alias": "full",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 1920
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1920)"
        },
        {
          "alias": "thumb",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcset",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Artwork",
  "abstractKey": null
};

(node as any).hash = "45d81dd37c167c95fb9131c3e05d1009";

export default node;
