// Credential names in other languages than English, as data: per language, the words and
// phrases that name a password, PIN, card verification code, security code, token or secret.
// Every entry is written as people write it; ./names.ts folds both the entry and the name it
// judges the same way (lower case, Latin accents dropped, `ß` -> `ss`, ...), so "Contraseña",
// "CONTRASENA" and "contraseña" are one word. English lives in ./names.ts with its compound rules.
// - `words`: whole words or phrases (space-separated), found as consecutive words of a name;
//   a label written with spaces must start or end with one ("Nueva contraseña", "Mot de passe
//   oublié ?" is a sentence of more words and is not a name).
// - `endings`: also found as the end of a longer word, for languages that glue compounds
//   ("Benutzerpasswort", "支付密码"); an ending is never shorter than two characters of its script.

export interface LanguageTerms {
  words: readonly string[];
  endings?: readonly string[];
}

export const SECRET_TERMS: Readonly<Record<string, LanguageTerms>> = {
  de: {
    words: ['Passwort', 'Kennwort', 'Geheimzahl', 'Geheimnummer', 'PIN-Nummer', 'Sicherheitscode', 'Prüfnummer', 'Prüfziffer', 'Zugangscode', 'Geheimcode', 'Zugangsdaten'],
    endings: ['passwort', 'kennwort', 'geheimzahl', 'sicherheitscode', 'prüfnummer', 'prüfziffer', 'zugangscode', 'pincode'],
  },
  fr: {
    words: ['mot de passe', 'mdp', 'code secret', 'code PIN', 'cryptogramme', 'cryptogramme visuel', 'code de sécurité', 'jeton', "jeton d'accès", 'clé secrète', "clé d'API", 'numéro de carte'],
  },
  es: {
    words: ['contraseña', 'clave de acceso', 'clave secreta', 'código de seguridad', 'código secreto', 'código PIN', 'número de tarjeta', 'ficha de acceso', 'clave API'],
  },
  pt: {
    words: ['senha', 'palavra-passe', 'código de segurança', 'código secreto', 'código PIN', 'número do cartão', 'chave secreta', 'chave de API'],
  },
  it: {
    words: ["parola d'ordine", 'codice di sicurezza', 'codice segreto', 'codice PIN', 'numero della carta', 'chiave segreta', 'chiave API'],
  },
  nl: {
    words: ['wachtwoord', 'pincode', 'beveiligingscode', 'toegangscode', 'geheime code', 'kaartnummer', 'geheime sleutel'],
    endings: ['wachtwoord', 'beveiligingscode', 'toegangscode'],
  },
  sv: { words: ['lösenord', 'pinkod', 'säkerhetskod', 'kortnummer'], endings: ['lösenord', 'säkerhetskod'] },
  no: { words: ['passord', 'pinkode', 'sikkerhetskode', 'kortnummer'], endings: ['passord', 'sikkerhetskode'] },
  da: { words: ['adgangskode', 'kodeord', 'pinkode', 'sikkerhedskode', 'kortnummer'], endings: ['adgangskode', 'kodeord', 'sikkerhedskode'] },
  fi: { words: ['salasana', 'tunnusluku', 'turvakoodi', 'PIN-koodi'], endings: ['salasana', 'turvakoodi'] },
  pl: { words: ['hasło', 'kod PIN', 'kod bezpieczeństwa', 'numer karty', 'klucz API'] },
  cs: { words: ['heslo', 'bezpečnostní kód', 'PIN kód', 'číslo karty'] },
  tr: { words: ['şifre', 'güvenlik kodu', 'PIN kodu', 'kart numarası'] },
  ru: { words: ['пароль', 'пин-код', 'ПИН', 'код безопасности', 'секретный код', 'токен', 'секретный ключ', 'номер карты', 'код подтверждения'] },
  uk: { words: ['пароль', 'пін-код', 'код безпеки', 'токен', 'номер картки'] },
  el: { words: ['κωδικός πρόσβασης', 'συνθηματικό', 'κωδικός ασφαλείας'] },
  ar: { words: ['كلمة المرور', 'كلمة السر', 'رمز الأمان', 'الرقم السري', 'رمز التحقق'] },
  he: { words: ['סיסמה', 'סיסמא', 'קוד אבטחה'] },
  hi: { words: ['पासवर्ड', 'कूटशब्द', 'पिन'] },
  zh: {
    words: ['密码', '密碼', '口令', '验证码', '驗證碼', '安全码', '安全碼', '令牌', '密钥', '金鑰', '秘钥', '卡号', '卡號'],
    endings: ['密码', '密碼', '口令', '验证码', '驗證碼', '安全码', '安全碼', '令牌', '密钥', '金鑰', '秘钥', '卡号', '卡號'],
  },
  ja: {
    words: ['パスワード', '暗証番号', 'セキュリティコード', '秘密鍵', 'トークン', '認証コード', 'カード番号'],
    endings: ['パスワード', '暗証番号', 'セキュリティコード', '秘密鍵', 'トークン', '認証コード', 'カード番号'],
  },
  ko: {
    words: ['비밀번호', '암호', '보안코드', '보안 코드', '토큰', '인증번호', '카드번호'],
    endings: ['비밀번호', '보안코드', '인증번호', '카드번호'],
  },
};
