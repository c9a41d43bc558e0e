import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaptchaValue } from '../../../contracts/account';
import { ok } from '../../http/envelope';
import { costlyToAnswer, responses } from '../../http/route-schema';
import { newCaptcha } from './captcha';

export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new numeric captcha: a PNG picture, and its answer sealed behind a proof of work for players who cannot see it',
        response: responses(CaptchaValue),
      },
      config: costlyToAnswer,
    },
    async () => ok(await newCaptcha(app.ctx)),
  );
};
