// Known credential formats, found by shape wherever they appear in text. Most are ported from the
// rules of @secretlint/secretlint-rule-preset-recommend 13.0.7 (MIT, https://github.com/secretlint/secretlint,
// packages/@secretlint/secretlint-rule-*), with lengths loosened: a linter wants no false alarms,
// we would rather hide a look-alike than leak a key. Why the package itself is not used:
// docs/decisions/redaction-patterns.md. Every pattern is linear-time (no nested quantifiers).

export interface TokenFormat {
  kind: string;
  re: RegExp;
  /** A second look at a match the pattern alone cannot judge; false keeps the text. */
  confirm?(match: string): boolean;
}

/** Word boundary for tokens that may contain `_` and `-`. */
const B = '(?<![A-Za-z0-9_-])';
const E = '(?![A-Za-z0-9_-])';
const re = (source: string, flags = 'g') => new RegExp(source, flags);

/** `Basic <base64>`: a real one is whole base64 groups with a digit, symbol or inner capital, unlike "Basic information". */
function isBasicCredential(match: string): boolean {
  const value = match.replace(/^Basic\s+/i, '');
  return value.length % 4 === 0 && /[0-9+/=]|.[A-Z]/.test(value);
}

export const TOKEN_FORMATS: readonly TokenFormat[] = [
  // secretlint-rule-privatekey (PEM and PGP blocks; an unterminated block is hidden to the end).
  { kind: 'private-key', re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g },
  { kind: 'age-secret-key', re: /\bAGE-SECRET-KEY-1[0-9A-Z]{50,}\b/g },
  { kind: 'jwt', re: /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
  { kind: 'bearer', re: /\bBearer\s+[A-Za-z0-9._~+/-]{8,}=*/gi },
  { kind: 'bearer', re: /\bToken\s+[A-Za-z0-9._~+/-]{16,}=*/g },
  { kind: 'basic-auth', re: /\bBasic\s+[A-Za-z0-9+/]{6,}={0,2}(?![A-Za-z0-9+/=])/gi, confirm: isBasicCredential },
  // secretlint-rule-aws (access key ids; secret keys are caught by name and as random strings).
  { kind: 'aws-access-key', re: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  // secretlint-rule-github, -gitlab.
  { kind: 'github-token', re: re(`${B}(?:gh[pousr]_[A-Za-z0-9_]{30,}|github_pat_[A-Za-z0-9_]{22,})${E}`) },
  { kind: 'gitlab-token', re: re(`${B}gl(?:pat|dt|rt|ptt|soat|cbt|ft|imt|oas|agent)-[A-Za-z0-9_-]{20,}${E}`) },
  // secretlint-rule-slack (tokens and incoming webhooks).
  { kind: 'slack-token', re: re(`${B}(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,}${E}`) },
  { kind: 'slack-webhook', re: /https:\/\/hooks\.slack\.com\/services\/T[A-Za-z0-9]+\/B[A-Za-z0-9]+\/[A-Za-z0-9]+/gi },
  // secretlint-rule-gcp: Google API keys.
  { kind: 'google-api-key', re: re(`${B}AIza[0-9A-Za-z_-]{35}${E}`) },
  // secretlint-rule-stripe (secret, restricted, publishable, webhook signing).
  { kind: 'stripe-key', re: re(`${B}(?:(?:sk|rk|pk)_(?:live|test)|whsec)_[0-9A-Za-z]{16,}${E}`) },
  // secretlint-rule-anthropic, then -openai (sk-, sk-proj-, sk-svcacct-, sk-admin-; any sk- key).
  { kind: 'anthropic-key', re: re(`${B}sk-ant-[A-Za-z0-9]{2,10}-[A-Za-z0-9_-]{20,}${E}`) },
  { kind: 'openai-key', re: re(`${B}sk-[A-Za-z0-9_-]{20,}${E}`) },
  // secretlint-rule-npm.
  { kind: 'npm-token', re: re(`${B}npm_[A-Za-z0-9]{36}${E}`) },
  // secretlint-rule-sendgrid.
  { kind: 'sendgrid-key', re: re(`${B}SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}${E}`) },
  // Twilio API key SIDs (SK + 32 hex); their auth tokens are hex and caught by name.
  { kind: 'twilio-key', re: /\bSK[0-9a-fA-F]{32}\b/g },
  // Azure storage and service bus connection strings and SAS tokens.
  { kind: 'azure-connection', re: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=[A-Za-z0-9+/=%&:-]{16,}/g },
  // secretlint-rule-huggingface, -groq, -linear, -notion, -shopify, -grafana, -1password,
  // -hashicorp-vault, -vercel, -databricks, -docker, -figma, -cloudflare, -tailscale.
  { kind: 'huggingface-token', re: re(`${B}hf_[A-Za-z0-9]{30,}${E}`) },
  { kind: 'groq-key', re: re(`${B}gsk_[A-Za-z0-9]{40,}${E}`) },
  { kind: 'linear-key', re: re(`${B}lin_(?:api|oauth)_[A-Za-z0-9_]{32,}${E}`) },
  { kind: 'notion-token', re: re(`${B}(?:ntn_[0-9]{11}[A-Za-z0-9]{30,}|secret_[A-Za-z0-9]{40,})${E}`) },
  { kind: 'shopify-token', re: re(`${B}shp(?:pa|ca|at|ss)_[A-Za-z0-9]{32,}${E}`) },
  { kind: 'grafana-token', re: re(`${B}(?:glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?![A-Za-z0-9+/=])`) },
  { kind: '1password-token', re: /\bops_ey[A-Za-z0-9+/=]{60,}/g },
  { kind: 'vault-token', re: re(`${B}hv[sbr]\\.[A-Za-z0-9_-]{60,}${E}`) },
  { kind: 'vercel-token', re: re(`${B}vc[piark]_[A-Za-z0-9]{20,}${E}`) },
  { kind: 'databricks-token', re: re(`${B}dapi[A-Fa-f0-9]{32}(?:-[0-9])?${E}`) },
  { kind: 'docker-token', re: re(`${B}dckr_pat_[A-Za-z0-9_-]{20,}${E}`) },
  { kind: 'figma-token', re: re(`${B}figd_[A-Za-z0-9_-]{40,}${E}`) },
  { kind: 'cloudflare-token', re: re(`${B}cf(?:k|ut|at)_[A-Za-z0-9]{40,}${E}`) },
  { kind: 'tailscale-key', re: re(`${B}tskey-[a-z]{2,20}-[0-9A-Za-z_]{8,}-[0-9A-Za-z_]{16,}${E}`) },
];
