/**
 * Getting in: the first access's look-up (call 3), the e-mailed code (4), the login (5), the
 * refresh of a session (12) and the password recovery in three steps (9, 10, 11).
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  PATHS,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LookUpParticipantRequest,
  type RefreshTokenRequest,
  type RequestCodeRequest,
  type UpdatePasswordRequest,
  type ValidateTokenRequest,
} from '../contract';
import { apiRoute, type MockContext } from './context';
import { MOCK_MESSAGES as M } from './messages';
import { readBody } from './readBody';
import { fail, ok } from './responses';
import { issueTokens } from './tokens';
import { passwordProblem } from './validate';

export function accessHandlers(ctx: MockContext): HttpHandler[] {
  const { store, codes, settings } = ctx;
  const { now, tokenTtlSeconds } = settings;
  const post = (path: string, resolver: (request: Request) => Promise<Response>) =>
    http.post(apiRoute(ctx, path), ({ request }) => resolver(request));
  return [
    // 3
    post(PATHS.getByEmail, async (request) => {
      const { body, error } = await readBody<LookUpParticipantRequest>(request, {
        email: 'email',
        dataDeNascimento: 'date',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who || who.dataDeNascimento.slice(0, 10) !== body.dataDeNascimento)
        return fail(400, M.lookupFailed);
      return HttpResponse.json({
        nome: who.nome,
        matricula: who.matricula,
        cadastroRealizado: who.cadastroRealizado,
      });
    }),
    // 4
    post(PATHS.twoFactorCode, async (request) => {
      const { body, error } = await readBody<RequestCodeRequest>(request, { email: 'email' });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      codes.send(who.email, who.cadastroRealizado ? 'login' : 'primeiro acesso');
      return ok();
    }),
    // 5
    post(PATHS.auth, async (request) => {
      const { body, error } = await readBody<LoginRequest>(request, {
        email: 'email',
        password: 'password',
        twoFactorAuthenticationCode: 'text',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who?.cadastroRealizado || who.password !== body.password)
        return fail(401, M.wrongCredentials);
      const wrong = codes.check(who.email, body.twoFactorAuthenticationCode);
      if (wrong) return wrong;
      return HttpResponse.json(issueTokens(store, who, now(), tokenTtlSeconds));
    }),
    // 9
    post(PATHS.forgotPassword, async (request) => {
      const { body, error } = await readBody<ForgotPasswordRequest>(request, { email: 'email' });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (!who.cadastroRealizado) return fail(400, M.notRegistered);
      codes.send(who.email, 'recuperação de senha');
      return ok();
    }),
    // 10
    post(PATHS.validateToken, async (request) => {
      const { body, error } = await readBody<ValidateTokenRequest>(request, {
        email: 'email',
        token: 'text',
      });
      if (error) return error;
      return (
        codes.check(body.email.toLowerCase(), body.token, { recovery: true, keep: true }) ?? ok()
      );
    }),
    // 11
    post(PATHS.updatePassword, async (request) => {
      const { body, error } = await readBody<UpdatePasswordRequest>(request, {
        email: 'email',
        token: 'text',
        password: 'password',
        confirmPassword: 'password',
      });
      if (error) return error;
      const email = body.email.toLowerCase();
      const wrong = codes.check(email, body.token, { recovery: true, keep: true });
      if (wrong) return wrong;
      const badPassword = passwordProblem(body.password, body.confirmPassword);
      if (badPassword) return fail(400, badPassword);
      const who = store.participants.get(email);
      if (!who) return fail(400, M.emailNotFound);
      who.password = body.password;
      store.recoveryTokens.delete(email);
      // The participant's sessions are not renewed past the old password.
      for (const [token, session] of store.refreshTokens) {
        if (session.email === email) store.refreshTokens.delete(token);
      }
      return ok();
    }),
    // 12
    post(PATHS.refreshToken, async (request) => {
      const { body, error } = await readBody<RefreshTokenRequest>(request, {
        refreshToken: 'text',
      });
      if (error) return error;
      const session = store.refreshTokens.get(body.refreshToken);
      const who = session ? store.participants.get(session.email) : undefined;
      if (!session || !who || session.expiresAt <= now()) return fail(401, M.refreshInvalid);
      store.refreshTokens.delete(body.refreshToken);
      return HttpResponse.json(issueTokens(store, who, now(), tokenTtlSeconds));
    }),
  ];
}
