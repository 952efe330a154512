/** Output secrets are bound to their row: a ciphertext copied to another output does not decrypt. */
export const outputSecretContext = (outputId: string, secret: 'password' | 'signing_secret') => ({
  rowId: outputId,
  purpose: `outputs.${secret}`,
});
