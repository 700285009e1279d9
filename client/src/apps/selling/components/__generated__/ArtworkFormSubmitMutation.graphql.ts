/**
 * @generated SignedSource<<61765053865780cce02ac1297d9c1343>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type UserErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID" | "NOT_FOUND" | "TOO_MANY" | "UNAUTHENTICATED" | "UNAVAILABLE" | "%future added value";
export type SubmitArtworkInput = {
  acceptAgreement: boolean;
  id: string;
};
export type ArtworkFormSubmitMutation$variables = {
  input: SubmitArtworkInput;
};
export type ArtworkFormSubmitMutation$data = {
  readonly submitArtwork: {
    readonly artwork: {
      readonly id: string;
      readonly state: ArtworkSubmissionState;
      readonly version: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ArtworkFormSubmitMutation = {
  response: ArtworkFormSubmitMutation$data;
  variables: ArtworkFormSubmitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ArtworkSubmissionPayload",
    "kind": "LinkedField",
    "name": "submitArtwork",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ArtworkSubmission",
        "kind": "LinkedField",
        "name": "artwork",
        "plural": false,
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
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkFormSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtworkFormSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63d72b9b40d9ee6401c449c391d9a295",
    "id": null,
    "metadata": {},
    "name": "ArtworkFormSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation ArtworkFormSubmitMutation(\n  $input: SubmitArtworkInput!\n) {\n  submitArtwork(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    artwork {\n      id\n      version\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fcb568019b1e1ff9099e3c3de1a38b49";

export default node;
