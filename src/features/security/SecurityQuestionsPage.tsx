import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { formatWhen } from './formatWhen';
import { questionText } from './questionText';
import { QuestionsForm } from './QuestionsForm';
import './security.css';

/**
 * Security questions: the ones the player answered (never the answers: the server keeps only
 * their hashes), or the form to choose three and answer them. They are what resets a forgotten
 * payment password.
 */
export default observer(function SecurityQuestionsPage() {
  const { t, i18n } = useTranslation();
  const { security } = useStores();
  const own = useLoad('memberQuestions', () => security.memberQuestions());
  const list = useLoad('securityQuestions', () => security.questions());
  const [editing, setEditing] = useState(false);

  let body;
  if (!own.value) body = <LoadStatus loaded={own} />;
  else if (!list.value) body = <LoadStatus loaded={list} />;
  else if (own.value.questions.length > 0 && !editing) {
    body = (
      <div className="security__step">
        <h2 className="security__heading">{t('security.questions.yours')}</h2>
        <ol className="security__note">
          {own.value.questions.map((question) => (
            <li key={question.id}>{questionText(t, question)}</li>
          ))}
        </ol>
        {own.value.setAt && (
          <p className="security__note">{t('security.questions.setAt', { when: formatWhen(own.value.setAt, i18n.language) })}</p>
        )}
        <p className="security__note">{t('security.questions.hidden')}</p>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => setEditing(true)}>
          {t('security.questions.change')}
        </button>
      </div>
    );
  } else {
    body = (
      <QuestionsForm
        questions={list.value}
        onDone={() => {
          setEditing(false);
          own.reload();
        }}
        onCancel={editing ? () => setEditing(false) : undefined}
      />
    );
  }
  return <section className="page security">{body}</section>;
});
