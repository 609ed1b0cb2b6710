/**
 * The participant resource (`/participante`): call 1 reads the profile, call 2 saves it (the
 * avatar among the participant's own options), call 6 registers a first access.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { PATHS, type RegisterRequest, type UpdateProfileRequest } from '../contract';
import { apiRoute, type MockContext } from './context';
import { MOCK_MESSAGES as M } from './messages';
import { readBody } from './readBody';
import { fail, ok } from './responses';
import { optionsFor, toParticipant } from './state';
import { authenticate } from './tokens';
import { passwordProblem } from './validate';

export function participantHandlers(ctx: MockContext): HttpHandler[] {
  const { store, codes, settings } = ctx;
  const { now } = settings;
  const path = apiRoute(ctx, PATHS.participante);
  return [
    // 1
    http.get(path, ({ request }) => {
      const who = authenticate(store, request, now());
      return who instanceof Response ? who : HttpResponse.json(toParticipant(who));
    }),
    // 2
    http.put(path, async ({ request }) => {
      const who = authenticate(store, request, now());
      if (who instanceof Response) return who;
      const { body, error } = await readBody<UpdateProfileRequest>(request, {
        nome: 'text',
        matricula: 'text',
        avatarUrl: 'nullableText',
      });
      if (error) return error;
      const allowed = [
        who.avatarUrl,
        who.avatarOpcao01Url,
        who.avatarOpcao02Url,
        who.avatarOpcao03Url,
      ].filter(Boolean);
      const keepsEmpty = !body.avatarUrl && !who.avatarUrl;
      if (!keepsEmpty && !allowed.includes(body.avatarUrl)) return fail(400, M.invalidAvatar);
      who.nome = body.nome;
      who.matricula = body.matricula;
      who.avatarUrl = body.avatarUrl || null;
      return ok();
    }),
    // 6
    http.post(path, async ({ request }) => {
      const { body, error } = await readBody<RegisterRequest>(request, {
        email: 'email',
        nome: 'text',
        matricula: 'text',
        imagemUploadedUrl: 'text',
        password: 'password',
        confirmPassword: 'password',
        twoFactorAuthenticationCode: 'text',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (who.cadastroRealizado) return fail(400, M.alreadyRegistered);
      if (/[?#]/.test(body.imagemUploadedUrl)) return fail(400, M.photoWithQuery);
      const file = /\/uploads\/([^/]+)$/.exec(body.imagemUploadedUrl)?.[1] ?? '';
      const upload = store.uploads.get(file);
      if (!upload?.bytes || upload.email !== who.email) return fail(400, M.photoMissing);
      // A bad password keeps the code for the next try; a wrong code counts either way.
      const badPassword = passwordProblem(body.password, body.confirmPassword);
      const wrong = codes.check(who.email, body.twoFactorAuthenticationCode, {
        keep: !!badPassword,
      });
      if (wrong) return wrong;
      if (badPassword) return fail(400, badPassword);
      Object.assign(who, {
        nome: body.nome,
        matricula: body.matricula,
        imagemUploadedUrl: body.imagemUploadedUrl,
        password: body.password,
        cadastroRealizado: true,
        pendingOptions: optionsFor(who, settings.storageHost),
        optionsReadyAt: now() + settings.avatarOptionsDelayMs,
      });
      return ok();
    }),
  ];
}
