<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en_GB">
<context>
    <name>AccountWords</name>
    <message>
        <source>Instructor</source>
        <translation>Formador</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>Vigilante</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>The last active instructor cannot be deactivated: add or reactivate another instructor first.</source>
        <translation>O último formador ativo não pode ser desativado: adicione ou reative primeiro outro formador.</translation>
    </message>
    <message>
        <source>You cannot deactivate your own account; another instructor can.</source>
        <translation>Não pode desativar a sua própria conta; outro formador pode.</translation>
    </message>
    <message>
        <source>Change your own password with File &gt; Change my password….</source>
        <translation>Altere a sua própria palavra-passe em Ficheiro &gt; Alterar a minha palavra-passe….</translation>
    </message>
    <message>
        <source>Your exam seal key is not unlocked: sign out and sign in again, then reset the password, so that the new password keeps the school&apos;s seal key.</source>
        <translation>A sua chave do selo dos exames não está desbloqueada: termine a sessão e inicie-a de novo e depois reponha a palavra-passe, para que a nova palavra-passe mantenha a chave do selo da escola.</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>Só um formando pertence a uma turma.</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>A turma {0} está arquivada: desarquive-a primeiro.</translation>
    </message>
</context>
<context>
    <name>AccountsTab</name>
    <message>
        <source>Acco&amp;unts (instructors, proctors and trainees)</source>
        <translation>Co&amp;ntas (formadores, vigilantes e formandos)</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>Nome de início de sessão</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nome a mostrar</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Função</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>Turma</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Add &amp;instructor…</source>
        <translation>Adicionar fo&amp;rmador…</translation>
    </message>
    <message>
        <source>Add &amp;proctor…</source>
        <translation>Adicionar &amp;vigilante…</translation>
    </message>
    <message>
        <source>Display &amp;name…</source>
        <translation>Nome a &amp;mostrar…</translation>
    </message>
    <message>
        <source>&amp;Move to cohort…</source>
        <translation>Mudar de &amp;turma…</translation>
    </message>
    <message>
        <source>Reset pass&amp;word or PIN…</source>
        <translation>Repor &amp;palavra-passe ou PIN…</translation>
    </message>
    <message>
        <source>C&amp;ohorts (archived ones are hidden from lists and kept in reports)</source>
        <translation>T&amp;urmas (as arquivadas ficam fora das listas e ficam nos relatórios)</translation>
    </message>
    <message>
        <source>active</source>
        <translation>ativa</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>desativada</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n trainee(s)</source>
        <translation>
            <numerusform>{0}: %n formando</numerusform>
            <numerusform>{0}: %n formandos</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: archived</source>
        <translation>{0}: arquivada</translation>
    </message>
    <message>
        <source>R&amp;eactivate</source>
        <translation>R&amp;eativar</translation>
    </message>
    <message>
        <source>&amp;Deactivate</source>
        <translation>&amp;Desativar</translation>
    </message>
    <message>
        <source>Un&amp;archive cohort</source>
        <translation>Des&amp;arquivar turma</translation>
    </message>
    <message>
        <source>&amp;Archive cohort</source>
        <translation>&amp;Arquivar turma</translation>
    </message>
    <message>
        <source>Select an account in the list first.</source>
        <translation>Selecione primeiro uma conta na lista.</translation>
    </message>
    <message>
        <source>{0} ({1}) added as {2}.</source>
        <translation>{0} ({1}) adicionado como {2}.</translation>
    </message>
    <message>
        <source>Display name of {0} changed.</source>
        <translation>O nome a mostrar de {0} foi alterado.</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>Só um formando pertence a uma turma.</translation>
    </message>
    <message>
        <source>{0} ({1}) moved.</source>
        <translation>{0} ({1}) mudou de turma.</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>PIN reposto para {0} ({1}).</translation>
    </message>
    <message>
        <source>Password reset for {0} ({1}); their exam seal key is kept.</source>
        <translation>Palavra-passe reposta para {0} ({1}); a sua chave do selo dos exames mantém-se.</translation>
    </message>
    <message>
        <source>{0} ({1}) reactivated: they can sign in again.</source>
        <translation>{0} ({1}) reativado: pode iniciar sessão de novo.</translation>
    </message>
    <message>
        <source>{0} ({1}) deactivated: they can no longer sign in.</source>
        <translation>{0} ({1}) desativado: já não pode iniciar sessão.</translation>
    </message>
    <message>
        <source>Select a cohort in the list first.</source>
        <translation>Selecione primeiro uma turma na lista.</translation>
    </message>
    <message>
        <source>Cohort {0} unarchived: it is listed again.</source>
        <translation>Turma {0} desarquivada: volta a aparecer nas listas.</translation>
    </message>
    <message>
        <source>Cohort {0} archived: hidden from lists, kept in reports.</source>
        <translation>Turma {0} arquivada: fora das listas, mantida nos relatórios.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>What you just did may not have been saved: do it again once the server answers.</source>
        <translation>O que acabou de fazer pode não ter sido guardado: faça-o de novo quando o servidor responder.</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

Your answers so far are saved. Details were written to {1}.</source>
        <translation>Algo correu mal: {0}

As suas respostas até agora estão guardadas. Os pormenores foram escritos em {1}.</translation>
    </message>
    <message>
        <source>--server needs --server-pin (the fingerprint of the school server&apos;s certificate), and no --db.</source>
        <translation>--server precisa de --server-pin (a impressão digital do certificado do servidor da escola) e não aceita --db.</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <source>Waiting for the proctor. The proctor approves this sitting on their own desk (Exam screen, “Sittings waiting for a proctor”): their password is never typed here. The sitting starts here as soon as it is approved, with the school server&apos;s clock.</source>
        <translation>À espera do vigilante. O vigilante aprova esta prova no seu próprio posto (ecrã Exame, “Provas à espera de um vigilante”): a sua palavra-passe nunca é escrita aqui. A prova começa aqui assim que for aprovada, com o relógio do servidor da escola.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ApprovalsPanel</name>
    <message>
        <source>{0} ({1}) at the desk {3}: continue “{2}”</source>
        <translation>{0} ({1}) no posto {3}: continuar “{2}”</translation>
    </message>
    <message>
        <source>{0} ({1}) at the desk {3}: start “{2}”</source>
        <translation>{0} ({1}) no posto {3}: começar “{2}”</translation>
    </message>
    <message>
        <source>Sittings waiting for a proctor</source>
        <translation>Provas à espera de um vigilante</translation>
    </message>
    <message>
        <source>A&amp;pprove and start</source>
        <translation>A&amp;provar e começar</translation>
    </message>
</context>
<context>
    <name>AssignmentDialog</name>
    <message>
        <source>Homework</source>
        <translation>Trabalhos de casa</translation>
    </message>
    <message>
        <source>Change homework</source>
        <translation>Alterar trabalho de casa</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>&amp;Assunto:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>&amp;Respostas:</translation>
    </message>
    <message>
        <source>S&amp;hare right:</source>
        <translation>Percentagem &amp;certa:</translation>
    </message>
    <message>
        <source>&amp;Median time under:</source>
        <translation>Tempo &amp;mediano abaixo de:</translation>
    </message>
    <message>
        <source>Over the &amp;last (answers):</source>
        <translation>Nas ú&amp;ltimas (respostas):</translation>
    </message>
    <message>
        <source>&amp;Due by the end of (Macau):</source>
        <translation>&amp;Prazo até ao fim de (Macau):</translation>
    </message>
</context>
<context>
    <name>AttemptDialog</name>
    <message>
        <source>Attempt {0}</source>
        <translation>Tentativa {0}</translation>
    </message>
    <message>
        <source>settled here</source>
        <translation>liquidada aqui</translation>
    </message>
    <message>
        <source>time out: counted wrong</source>
        <translation>tempo esgotado: conta como errada</translation>
    </message>
    <message>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>Resposta do formando</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Resposta certa</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Tal como foi dada</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
</context>
<context>
    <name>AttemptModel</name>
    <message>
        <source>Answered</source>
        <translation>Respondida</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercício</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>This practice session was edited outside the app.</source>
        <translation>Esta sessão de prática foi alterada fora da aplicação.</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>tempo esgotado</translation>
    </message>
    <message>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When (Macau)</source>
        <translation>Quando (Macau)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Assunto</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verificação</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Pormenor</translation>
    </message>
    <message>
        <source>(command line)</source>
        <translation>(linha de comandos)</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Ação:</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>&amp;Quem:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Período:</translation>
    </message>
    <message>
        <source>Flagged entries onl&amp;y</source>
        <translation>&amp;Só as entradas assinaladas</translation>
    </message>
    <message>
        <source>Export to CS&amp;V…</source>
        <translation>Exportar para CS&amp;V…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>Exportar o registo de auditoria</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>No. {seq} · {action} · {subject}</source>
        <translation>N.º {seq} · {action} · {subject}</translation>
    </message>
    <message>
        <source>{head}: {detail}</source>
        <translation>{head}: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>Entries saved to {0}: %n</source>
        <translation>
            <numerusform>Entradas guardadas em {0}: %n</numerusform>
            <numerusform>Entradas guardadas em {0}: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message>
        <source>All actions</source>
        <translation>Todas as ações</translation>
    </message>
    <message>
        <source>Exam created</source>
        <translation>Exame criado</translation>
    </message>
    <message>
        <source>Exam edited</source>
        <translation>Exame editado</translation>
    </message>
    <message>
        <source>Exam assigned to cohorts</source>
        <translation>Exame atribuído a turmas</translation>
    </message>
    <message>
        <source>Exam withdrawn</source>
        <translation>Exame retirado</translation>
    </message>
    <message>
        <source>Exam offered again</source>
        <translation>Exame novamente disponível</translation>
    </message>
    <message>
        <source>Exam edited: new version</source>
        <translation>Exame editado: nova versão</translation>
    </message>
    <message>
        <source>Retake granted</source>
        <translation>Repetição concedida</translation>
    </message>
    <message>
        <source>Sitting voided</source>
        <translation>Prova anulada</translation>
    </message>
    <message>
        <source>Time added to a sitting</source>
        <translation>Tempo acrescentado a uma prova</translation>
    </message>
    <message>
        <source>PIN reset</source>
        <translation>PIN reposto</translation>
    </message>
    <message>
        <source>Password reset</source>
        <translation>Palavra-passe reposta</translation>
    </message>
    <message>
        <source>Sign-in unlocked</source>
        <translation>Entrada desbloqueada</translation>
    </message>
    <message>
        <source>Instructor added</source>
        <translation>Instrutor adicionado</translation>
    </message>
    <message>
        <source>Instructor given the exam seal</source>
        <translation>Selo de exame entregue ao instrutor</translation>
    </message>
    <message>
        <source>Account deactivated</source>
        <translation>Conta desativada</translation>
    </message>
    <message>
        <source>Account reactivated</source>
        <translation>Conta reativada</translation>
    </message>
    <message>
        <source>Role changed</source>
        <translation>Função alterada</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Arquivado</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportado</translation>
    </message>
    <message>
        <source>Database backed up</source>
        <translation>Base de dados copiada</translation>
    </message>
    <message>
        <source>Desk enrolment code made</source>
        <translation>Código de inscrição de posto criado</translation>
    </message>
    <message>
        <source>Desk enrolled with the school server</source>
        <translation>Posto inscrito no servidor da escola</translation>
    </message>
    <message>
        <source>Desk revoked</source>
        <translation>Posto revogado</translation>
    </message>
    <message>
        <source>School created (first instructor)</source>
        <translation>Escola criada (primeiro instrutor)</translation>
    </message>
    <message>
        <source>Proctor added</source>
        <translation>Vigilante adicionado</translation>
    </message>
    <message>
        <source>Trainee added</source>
        <translation>Formando adicionado</translation>
    </message>
    <message>
        <source>Roster imported</source>
        <translation>Lista de formandos importada</translation>
    </message>
    <message>
        <source>Records imported</source>
        <translation>Registos importados</translation>
    </message>
    <message>
        <source>Cohort created</source>
        <translation>Turma criada</translation>
    </message>
    <message>
        <source>Trainee moved to another cohort</source>
        <translation>Formando mudado de turma</translation>
    </message>
    <message>
        <source>Display name changed</source>
        <translation>Nome a mostrar alterado</translation>
    </message>
    <message>
        <source>Staff ID changed</source>
        <translation>N.º de funcionário alterado</translation>
    </message>
    <message>
        <source>Own PIN changed</source>
        <translation>PIN próprio alterado</translation>
    </message>
    <message>
        <source>Own password changed</source>
        <translation>Palavra-passe própria alterada</translation>
    </message>
    <message>
        <source>School setting changed</source>
        <translation>Definição da escola alterada</translation>
    </message>
    <message>
        <source>Table profile saved</source>
        <translation>Perfil de mesa guardado</translation>
    </message>
    <message>
        <source>Table profile deleted</source>
        <translation>Perfil de mesa removido</translation>
    </message>
    <message>
        <source>Homework set</source>
        <translation>Trabalho de casa marcado</translation>
    </message>
    <message>
        <source>Homework changed</source>
        <translation>Trabalho de casa alterado</translation>
    </message>
    <message>
        <source>Homework removed</source>
        <translation>Trabalho de casa removido</translation>
    </message>
    <message>
        <source>Review schedule changed</source>
        <translation>Calendário de revisões alterado</translation>
    </message>
    <message>
        <source>Daily goal changed</source>
        <translation>Objetivo diário alterado</translation>
    </message>
    <message>
        <source>Sitting started</source>
        <translation>Prova iniciada</translation>
    </message>
    <message>
        <source>Sitting resumed</source>
        <translation>Prova retomada</translation>
    </message>
    <message>
        <source>Sitting closed as unfinished</source>
        <translation>Prova encerrada por terminar</translation>
    </message>
    <message>
        <source>Database restored from a backup</source>
        <translation>Base de dados reposta de uma cópia</translation>
    </message>
    <message>
        <source>School moved to this database</source>
        <translation>Escola mudada para esta base de dados</translation>
    </message>
    <message>
        <source>Seal failed: record refused</source>
        <translation>Selo falhou: registo recusado</translation>
    </message>
    <message>
        <source>Retake revoked</source>
        <translation>Repetição revogada</translation>
    </message>
    <message>
        <source>Changed after it was written</source>
        <translation>Alterada depois de escrita</translation>
    </message>
    <message numerus="yes">
        <source>Entries deleted before this one: %n</source>
        <translation>
            <numerusform>Entradas apagadas antes desta: %n</numerusform>
            <numerusform>Entradas apagadas antes desta: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The entry before was changed, removed or put in</source>
        <translation>A entrada anterior foi alterada, removida ou inserida</translation>
    </message>
    <message>
        <source>Not sealed (written without the school key)</source>
        <translation>Sem selo (escrita sem a chave da escola)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>Entries changed or deleted: %n (see the flags).</source>
        <translation>
            <numerusform>Entradas alteradas ou apagadas: %n (veja as marcas).</numerusform>
            <numerusform>Entradas alteradas ou apagadas: %n (veja as marcas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Gaps checked, seals not checked: sign in again to check them.</source>
        <translation>Falhas verificadas, selos não verificados: entre de novo para os verificar.</translation>
    </message>
    <message numerus="yes">
        <source>Entries checked: %n, all as written.</source>
        <translation>
            <numerusform>Entradas verificadas: %n, todas como escritas.</numerusform>
            <numerusform>Entradas verificadas: %n, todas como escritas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written without the school key: %n.</source>
        <translation>
            <numerusform>Escritas sem a chave da escola: %n.</numerusform>
            <numerusform>Escritas sem a chave da escola: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing {0} of {1}</source>
        <translation>A mostrar {0} de {1}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the parts of an audit detail</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>no. {0}</source>
        <translation>n.º {0}</translation>
    </message>
    <message>
        <source>now named {0}</source>
        <translation>agora chamado {0}</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>Exame: {0}</translation>
    </message>
    <message>
        <source>Trainee: {0}</source>
        <translation>Formando: {0}</translation>
    </message>
    <message>
        <source>Account: {0}</source>
        <translation>Conta: {0}</translation>
    </message>
    <message>
        <source>now in no cohort</source>
        <translation>agora sem turma</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>Todas as turmas</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>Turma: {0}</translation>
    </message>
    <message>
        <source>Role: {0}</source>
        <translation>Função: {0}</translation>
    </message>
    <message>
        <source>from the command line</source>
        <translation>a partir da linha de comandos</translation>
    </message>
    <message>
        <source>from: {0}</source>
        <translation>origem: {0}</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>arquivada</translation>
    </message>
    <message>
        <source>taken out of the archive</source>
        <translation>retirada do arquivo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added</source>
        <translation>
            <numerusform>%n minuto acrescentado</numerusform>
            <numerusform>%n minutos acrescentados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added in all</source>
        <translation>
            <numerusform>%n minuto acrescentado no total</numerusform>
            <numerusform>%n minutos acrescentados no total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) on the version before</source>
        <translation>
            <numerusform>%n prova na versão anterior</numerusform>
            <numerusform>%n provas na versão anterior</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>nada mudou</translation>
    </message>
    <message>
        <source>changed: {0}</source>
        <translation>alterado: {0}</translation>
    </message>
    <message>
        <source>was named {0}</source>
        <translation>antes chamado {0}</translation>
    </message>
    <message>
        <source>version {0} → {1}</source>
        <translation>versão {0} → {1}</translation>
    </message>
    <message>
        <source>version {0}</source>
        <translation>versão {0}</translation>
    </message>
    <message>
        <source>window: {0}</source>
        <translation>período: {0}</translation>
    </message>
    <message>
        <source>sitting no. {0}</source>
        <translation>prova n.º {0}</translation>
    </message>
    <message>
        <source>retake no. {0}</source>
        <translation>repetição n.º {0}</translation>
    </message>
    <message>
        <source>over a passed sitting (no. {0})</source>
        <translation>depois de uma prova aprovada (n.º {0})</translation>
    </message>
    <message>
        <source>note: {0}</source>
        <translation>nota: {0}</translation>
    </message>
    <message>
        <source>reason: {0}</source>
        <translation>motivo: {0}</translation>
    </message>
    <message>
        <source>the attempt was given back</source>
        <translation>a tentativa foi devolvida</translation>
    </message>
    <message>
        <source>the attempt is used</source>
        <translation>a tentativa fica usada</translation>
    </message>
    <message>
        <source>homework no. {0}</source>
        <translation>trabalho de casa n.º {0}</translation>
    </message>
    <message>
        <source>{key}: {value}</source>
        <comment>an audit detail this version has no words for</comment>
        <translation>{key}: {value}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>staff ID {0} → {1}</source>
        <translation>n.º de funcionário {0} → {1}</translation>
    </message>
    <message>
        <source>staff ID: {0}</source>
        <translation>n.º de funcionário: {0}</translation>
    </message>
    <message>
        <source>before: no cohort</source>
        <translation>antes: sem turma</translation>
    </message>
    <message>
        <source>before: {0}</source>
        <translation>antes: {0}</translation>
    </message>
    <message>
        <source>cleared (was {0})</source>
        <translation>apagado (era {0})</translation>
    </message>
    <message>
        <source>set to {0}</source>
        <translation>definido como {0}</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>new profile</source>
        <translation>perfil novo</translation>
    </message>
    <message>
        <source>lesson {0}</source>
        <translation>lição {0}</translation>
    </message>
    <message>
        <source>due {0}</source>
        <translation>prazo {0}</translation>
    </message>
    <message>
        <source>desired retention {0}</source>
        <translation>retenção desejada {0}</translation>
    </message>
    <message>
        <source>target times: {0}</source>
        <translation>tempos-alvo: {0}</translation>
    </message>
    <message numerus="yes">
        <source>minutes a day: %n</source>
        <translation>
            <numerusform>%n minuto por dia</numerusform>
            <numerusform>%n minutos por dia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answers a day: %n</source>
        <translation>
            <numerusform>%n resposta por dia</numerusform>
            <numerusform>%n respostas por dia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lines refused: %n</source>
        <translation>
            <numerusform>%n linha recusada</numerusform>
            <numerusform>%n linhas recusadas</numerusform>
        </translation>
    </message>
    <message>
        <source>attempt {0}</source>
        <translation>tentativa {0}</translation>
    </message>
    <message>
        <source>certificate key {0}</source>
        <translation>chave dos certificados {0}</translation>
    </message>
    <message>
        <source>trainees</source>
        <translation>formandos</translation>
    </message>
    <message>
        <source>practice sessions</source>
        <translation>sessões de prática</translation>
    </message>
    <message>
        <source>practice answers</source>
        <translation>respostas de prática</translation>
    </message>
    <message>
        <source>by {0}</source>
        <translation>por {0}</translation>
    </message>
    <message>
        <source>the school&apos;s name on certificates</source>
        <translation>o nome da escola nos certificados</translation>
    </message>
    <message>
        <source>readiness: accuracy to pass</source>
        <translation>preparação: exatidão para passar</translation>
    </message>
    <message>
        <source>readiness: median time to pass</source>
        <translation>preparação: tempo mediano para passar</translation>
    </message>
    <message>
        <source>granted by {0}</source>
        <translation>concedida por {0}</translation>
    </message>
    <message>
        <source>granted {0}</source>
        <translation>concedida em {0}</translation>
    </message>
    <message>
        <source>why granted: {0}</source>
        <translation>motivo da concessão: {0}</translation>
    </message>
    <message>
        <source>its seal held</source>
        <translation>o selo estava válido</translation>
    </message>
    <message>
        <source>its seal had failed</source>
        <translation>o selo tinha falhado</translation>
    </message>
    <message>
        <source>its seal was not checked</source>
        <translation>o selo não foi verificado</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>abre {0}, fecha {1}</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>abre {0}</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>fecha {0}</translation>
    </message>
    <message>
        <source>always open</source>
        <translation>sempre aberto</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>formando</translation>
    </message>
    <message>
        <source>instructor</source>
        <translation>formador</translation>
    </message>
    <message>
        <source>proctor</source>
        <translation>vigilante</translation>
    </message>
    <message>
        <source>a cohort&apos;s roster</source>
        <translation>a lista de uma turma</translation>
    </message>
    <message>
        <source>the audit log</source>
        <translation>o registo de auditoria</translation>
    </message>
    <message>
        <source>a homework report</source>
        <translation>um relatório de trabalhos de casa</translation>
    </message>
    <message>
        <source>a trainee&apos;s practice answers</source>
        <translation>as respostas de prática de um formando</translation>
    </message>
    <message>
        <source>exam results</source>
        <translation>resultados de exames</translation>
    </message>
    <message>
        <source>the certifications for HR</source>
        <translation>as certificações para os RH</translation>
    </message>
    <message>
        <source>a certificate</source>
        <translation>um certificado</translation>
    </message>
    <message>
        <source>a trainee report (PDF)</source>
        <translation>um relatório de formando (PDF)</translation>
    </message>
    <message>
        <source>a cohort report (PDF)</source>
        <translation>um relatório de turma (PDF)</translation>
    </message>
    <message>
        <source>the refused lines of a roster import</source>
        <translation>as linhas recusadas de uma importação de formandos</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>perguntas</translation>
    </message>
    <message>
        <source>Table sections</source>
        <translation>secções de Mesa</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>nota mínima</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>limite de tempo</translation>
    </message>
    <message>
        <source>time per question</source>
        <translation>tempo por pergunta</translation>
    </message>
    <message>
        <source>attempts allowed</source>
        <translation>tentativas permitidas</translation>
    </message>
    <message>
        <source>missed questions shown</source>
        <translation>perguntas falhadas mostradas</translation>
    </message>
    <message>
        <source>when a sitting is interrupted</source>
        <translation>quando uma prova é interrompida</translation>
    </message>
    <message>
        <source>cohorts</source>
        <translation>turmas</translation>
    </message>
    <message>
        <source>which attempt counts</source>
        <translation>que tentativa conta</translation>
    </message>
    <message>
        <source>blueprint format</source>
        <translation>formato do modelo</translation>
    </message>
</context>
<context>
    <name>Backup</name>
    <message>
        <source>Only an instructor can back up or restore the database.</source>
        <translation>Só um formador pode fazer cópias de segurança ou restaurar a base de dados.</translation>
    </message>
    <message>
        <source>The operation failed: {0}</source>
        <translation>A operação falhou: {0}</translation>
    </message>
    <message>
        <source>This school&apos;s database is on a PostgreSQL server. Back it up with the server&apos;s tools (pg_dump) and restore it with pg_restore; the README gives the commands. Ask the school&apos;s IT staff.</source>
        <translation>A base de dados da escola está num servidor PostgreSQL. Faça a cópia de segurança com as ferramentas do servidor (pg_dump) e restaure-a com pg_restore; o README indica os comandos. Peça ajuda aos serviços de informática da escola.</translation>
    </message>
    <message>
        <source>The file cannot be written or read there:
{0}

{1}

Choose another folder (a USB drive, your documents).</source>
        <translation>Não é possível escrever ou ler o ficheiro nesse local:
{0}

{1}

Escolha outra pasta (uma pen USB, os seus documentos).</translation>
    </message>
    <message>
        <source>That is the database in use:
{0}

Choose another file.</source>
        <translation>Essa é a base de dados em uso:
{0}

Escolha outro ficheiro.</translation>
    </message>
    <message>
        <source>The file does not exist:
{0}</source>
        <translation>O ficheiro não existe:
{0}</translation>
    </message>
    <message>
        <source>This file is not a database:
{0}</source>
        <translation>Este ficheiro não é uma base de dados:
{0}</translation>
    </message>
    <message>
        <source>This database is not a Dealer Trainer backup:
{0}</source>
        <translation>Esta base de dados não é uma cópia de segurança do Dealer Trainer:
{0}</translation>
    </message>
    <message>
        <source>This backup is damaged (it fails its integrity check) and cannot be used:
{0}</source>
        <translation>Esta cópia de segurança está danificada (falha a verificação de integridade) e não pode ser usada:
{0}</translation>
    </message>
    <message>
        <source>This backup was made by a newer version of Dealer Trainer (database version {1}; this version reads up to {2}). Update the app first.
{0}</source>
        <translation>Esta cópia de segurança foi feita por uma versão mais recente do Dealer Trainer (versão da base de dados {1}; esta versão lê até à {2}). Atualize primeiro a aplicação.
{0}</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a device, a pipe or something similar), so it can be neither read as a backup nor replaced by one:
{0}</source>
        <translation>Isto não é um ficheiro comum (é um dispositivo, um pipe ou algo semelhante), por isso não pode ser lido como cópia de segurança nem substituído por uma:
{0}</translation>
    </message>
    <message>
        <source>This backup has no active instructor, so no one could manage the school after restoring it. It was not restored.
{0}</source>
        <translation>Esta cópia de segurança não tem nenhum formador ativo; depois de a restaurar ninguém poderia gerir a escola. Não foi restaurada.
{0}</translation>
    </message>
    <message>
        <source>The database is open in Dealer Trainer on another desk (or in another window of this computer). It was not restored: that desk would go on saving answers into the database set aside.

Close Dealer Trainer wherever it uses this database, then restore again.
{0}</source>
        <translation>A base de dados está aberta no Dealer Trainer noutro posto (ou noutra janela deste computador). Não foi restaurada: esse posto continuaria a guardar respostas na base de dados posta de parte.

Feche o Dealer Trainer onde quer que use esta base de dados e restaure de novo.
{0}</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Try again in a moment.</source>
        <translation>A base de dados está ocupada: outro programa está a escrever nela. Tente novamente daqui a pouco.</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and no answers.</source>
        <translation>Guardada em {saved}. Contém {instructors}, {trainees} e nenhuma resposta.</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and {answers}, the newest from {newest}.</source>
        <translation>Guardada em {saved}. Contém {instructors}, {trainees} e {answers}, a mais recente de {newest}.</translation>
    </message>
    <message>
        <source>The database was copied and checked:
{0}

{1}, {2}. Keep the copy somewhere safe, away from this computer.</source>
        <translation>A base de dados foi copiada e verificada:
{0}

{1}, {2}. Guarde a cópia num lugar seguro, longe deste computador.</translation>
    </message>
    <message>
        <source>Replace the database in use with this backup?

{path}
{held}

Everything recorded since the backup was made will no longer be shown. The database in use now is kept, renamed, in its folder:
{folder}

Everyone is signed out.</source>
        <translation>Substituir a base de dados em uso por esta cópia de segurança?

{path}
{held}

Tudo o que foi registado depois da cópia deixará de ser mostrado. A base de dados em uso agora é guardada, com outro nome, na sua pasta:
{folder}

Todas as sessões são terminadas.</translation>
    </message>
    <message>
        <source>Your database was upgraded to this version of Dealer Trainer. A copy from before the upgrade was kept here:

{0}

Keep it until you are sure everything is in order.</source>
        <translation>A sua base de dados foi atualizada para esta versão do Dealer Trainer. Foi guardada uma cópia de antes da atualização em:

{0}

Guarde-a até ter a certeza de que está tudo em ordem.</translation>
    </message>
    <message>
        <source>Database upgraded</source>
        <translation>Base de dados atualizada</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted earlier. Its temporary copies were removed; the database in use was not changed:

{0}</source>
        <translation>Um restauro da base de dados foi interrompido anteriormente. As cópias temporárias que deixou foram apagadas; a base de dados em uso não foi alterada:

{0}</translation>
    </message>
    <message>
        <source>Interrupted restore</source>
        <translation>Restauro interrompido</translation>
    </message>
    <message>
        <source>Backup saved</source>
        <translation>Cópia de segurança guardada</translation>
    </message>
    <message>
        <source>Backup not made</source>
        <translation>Cópia de segurança não feita</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar uma cópia de segurança</translation>
    </message>
    <message>
        <source>The backup was restored:
{0}

The database in use before was kept as:
{1}</source>
        <translation>A cópia de segurança foi restaurada:
{0}

A base de dados usada antes foi guardada como:
{1}</translation>
    </message>
    <message>
        <source>The backup was from an older version and was upgraded; a copy from before the upgrade was kept as:
{0}</source>
        <translation>A cópia de segurança era de uma versão anterior e foi atualizada; uma cópia de antes da atualização foi guardada como:
{0}</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Cópia de segurança restaurada</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Fazer cópia de segurança da base de dados</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3);;All files (*)</source>
        <translation>Cópia de segurança do Dealer Trainer (*.sqlite3);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3 *.db);;All files (*)</source>
        <translation>Cópia de segurança do Dealer Trainer (*.sqlite3 *.db);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>BackupCounts</name>
    <message numerus="yes">
        <source>%n instructor(s)</source>
        <translation>
            <numerusform>%n formador</numerusform>
            <numerusform>%n formadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n formando</numerusform>
            <numerusform>%n formandos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlueprintForm</name>
    <message>
        <source>Exa&amp;m name</source>
        <translation>No&amp;me do exame</translation>
    </message>
    <message>
        <source>Overall pass mark</source>
        <translation>Nota mínima global</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Limite de tempo (minutos)</translation>
    </message>
    <message>
        <source>Limit per question</source>
        <translation>Limite por pergunta</translation>
    </message>
    <message>
        <source>Attempts allowed</source>
        <translation>Tentativas permitidas</translation>
    </message>
    <message>
        <source>Which sitting c&amp;ounts</source>
        <translation>Que &amp;prova conta</translation>
    </message>
    <message>
        <source>Trainee sees missed questions</source>
        <translation>O formando vê as perguntas falhadas</translation>
    </message>
    <message>
        <source>If the app is closed mid-exam</source>
        <translation>Se a aplicação fechar a meio do exame</translation>
    </message>
    <message>
        <source>Assigned cohorts</source>
        <translation>Turmas atribuídas</translation>
    </message>
    <message>
        <source>Opens (Macau time)</source>
        <translation>Abre (hora de Macau)</translation>
    </message>
    <message>
        <source>Closes (Macau time)</source>
        <translation>Fecha (hora de Macau)</translation>
    </message>
    <message>
        <source>seconds:</source>
        <translation>segundos:</translation>
    </message>
    <message>
        <source>not before</source>
        <translation>não antes de</translation>
    </message>
    <message>
        <source>not after</source>
        <translation>não depois de</translation>
    </message>
    <message>
        <source>yes, show which questions were wrong (never the right answers)</source>
        <translation>sim, mostrar que perguntas estavam erradas (nunca as respostas certas)</translation>
    </message>
    <message>
        <source>Resume the same questions (the clock keeps running)</source>
        <translation>Retomar as mesmas perguntas (o relógio continua)</translation>
    </message>
    <message>
        <source>Mark the sitting incomplete (a fail)</source>
        <translation>Marcar a prova como incompleta (reprovação)</translation>
    </message>
    <message>
        <source>The latest sitting (a retake can lower the result)</source>
        <translation>A prova mais recente (uma repetição pode baixar o resultado)</translation>
    </message>
    <message>
        <source>The best sitting</source>
        <translation>A melhor prova</translation>
    </message>
    <message>
        <source>The first pass (later sittings cannot undo it)</source>
        <translation>A primeira aprovação (provas posteriores não a anulam)</translation>
    </message>
    <message>
        <source>Sections (asked in this order)</source>
        <translation>Secções (perguntadas por esta ordem)</translation>
    </message>
    <message>
        <source>&amp;Add section</source>
        <translation>&amp;Acrescentar secção</translation>
    </message>
    <message>
        <source>Table sections (dealt after the sections above, scored per step, no hints)</source>
        <translation>Secções de Mesa (dadas depois das secções acima, avaliadas passo a passo, sem dicas)</translation>
    </message>
    <message>
        <source>Add &amp;Table section</source>
        <translation>Acrescentar secção de M&amp;esa</translation>
    </message>
</context>
<context>
    <name>BlueprintsPanel</name>
    <message>
        <source>Not saved: see the message under the field.</source>
        <translation>Não guardado: veja a mensagem por baixo do campo.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>A guardar…</translation>
    </message>
    <message>
        <source>Enrol an instructor in the exam seal</source>
        <translation>Inscrever um formador no selo dos exames</translation>
    </message>
    <message>
        <source>The instructor to enrol types their own name and password here. They can then proctor sittings and verify results.</source>
        <translation>O formador a inscrever escreve aqui o seu próprio nome e palavra-passe. Poderá depois vigiar provas e verificar resultados.</translation>
    </message>
    <message>
        <source>Enrol</source>
        <translation>Inscrever</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (retirado)</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>oferecido</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>Saved “{0}” ({1}).</source>
        <translation>Guardado “{0}” ({1}).</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Não guardado: {0}</translation>
    </message>
    <message>
        <source>Not saved: this exam changed on another desk.</source>
        <translation>Não guardado: este exame foi alterado noutro posto.</translation>
    </message>
    <message>
        <source>the exam “{0}”</source>
        <translation>o exame «{0}»</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>Recarregada a versão guardada no outro posto.</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>A sua edição foi mantida; guardá-la substitui a do outro posto.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>{0} can now proctor exams and verify results.</source>
        <translation>{0} pode agora vigiar exames e verificar resultados.</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Novo exame</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>Re&amp;tirar</translation>
    </message>
    <message>
        <source>{0} — version {1}</source>
        <translation>{0} — versão {1}</translation>
    </message>
    <message>
        <source>Offer &amp;again</source>
        <translation>Oferecer de &amp;novo</translation>
    </message>
    <message numerus="yes">
        <source>This exam has %n sitting(s) under version {0}; saving a change to what it examines makes version {1}, and the sittings keep theirs. Moving the exam window or changing the cohorts keeps version {0}.</source>
        <translation>
            <numerusform>Este exame tem %n prova na versão {0}; guardar uma alteração ao que ele avalia cria a versão {1}, e a prova mantém a sua. Mudar o período do exame ou as turmas mantém a versão {0}.</numerusform>
            <numerusform>Este exame tem %n provas na versão {0}; guardar uma alteração ao que ele avalia cria a versão {1}, e as provas mantêm a sua. Mudar o período do exame ou as turmas mantém a versão {0}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam seal: unlocked. You can proctor sittings and verify results.</source>
        <translation>Selo dos exames: desbloqueado. Pode vigiar provas e verificar resultados.</translation>
    </message>
    <message>
        <source>Exam seal: locked. Sign in again to verify results.</source>
        <translation>Selo dos exames: bloqueado. Inicie sessão de novo para verificar resultados.</translation>
    </message>
    <message>
        <source>Exam seal: you have no copy yet. An instructor who has one must enrol you.</source>
        <translation>Selo dos exames: ainda não tem cópia. Um formador que a tenha deve inscrevê-lo.</translation>
    </message>
    <message>
        <source>Exam seal: not created yet; it is made at the next instructor sign-in.</source>
        <translation>Selo dos exames: ainda não criado; é feito no próximo início de sessão de um formador.</translation>
    </message>
    <message>
        <source>&amp;New exam</source>
        <translation>&amp;Novo exame</translation>
    </message>
    <message>
        <source>&amp;Save exam</source>
        <translation>&amp;Guardar exame</translation>
    </message>
    <message>
        <source>&amp;Enrol an instructor…</source>
        <translation>Ins&amp;crever um formador…</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Player total</source>
        <translation>Total do Ponto</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>Total da Banca</translation>
    </message>
    <message>
        <source>Player Pair [1]</source>
        <translation>Par do Ponto [1]</translation>
    </message>
    <message>
        <source>Banker Pair [2]</source>
        <translation>Par da Banca [2]</translation>
    </message>
    <message>
        <source>Natural [N]</source>
        <translation>Natural [N]</translation>
    </message>
    <message>
        <source>Call  [Enter]</source>
        <translation>Anunciar  [Enter]</translation>
    </message>
    <message>
        <source>Call the coup: both totals, then P, B or T; 1 and 2 for pairs, N for a natural; Enter.</source>
        <translation>Anuncie a jogada: os dois totais, depois P, B ou T; 1 e 2 para os pares, N para uma natural; Enter.</translation>
    </message>
    <message>
        <source>Type both totals (0-9).</source>
        <translation>Escreva os dois totais (0-9).</translation>
    </message>
    <message>
        <source>Choose the winner: P, B or T.</source>
        <translation>Escolha o vencedor: P, B ou T.</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>Face-down card</source>
        <translation>Carta virada para baixo</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>Third card</source>
        <translation>Terceira carta</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Selecionada</translation>
    </message>
    <message>
        <source>Decides the answer</source>
        <translation>Decide a resposta</translation>
    </message>
</context>
<context>
    <name>CertificateCheckDialog</name>
    <message>
        <source>Check a certificate</source>
        <translation>Verificar um certificado</translation>
    </message>
    <message>
        <source>Type the certificate number and the verification code printed on it.</source>
        <translation>Escreva o número do certificado e o código de verificação impressos nele.</translation>
    </message>
    <message>
        <source>Certificate &amp;number:</source>
        <translation>&amp;Número do certificado:</translation>
    </message>
    <message>
        <source>&amp;Verification code:</source>
        <translation>Código de &amp;verificação:</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>Veri&amp;ficar</translation>
    </message>
    <message>
        <source>Type the certificate number first.</source>
        <translation>Escreva primeiro o número do certificado.</translation>
    </message>
    <message>
        <source>Type the verification code too.</source>
        <translation>Escreva também o código de verificação.</translation>
    </message>
    <message>
        <source>Valid: this certificate was issued from sealed records that still hold. Compare the name, exam, date and score below with the paper.</source>
        <translation>Válido: este certificado foi emitido a partir de registos selados que continuam intactos. Compare o nome, o exame, a data e a pontuação abaixo com o papel.</translation>
    </message>
    <message>
        <source>TAMPERED: the records behind this number were changed after they were sealed. Do not accept it until the sitting has been reviewed.</source>
        <translation>ADULTERADO: os registos deste número foram alterados depois de selados. Não o aceite antes de rever a prova.</translation>
    </message>
    <message>
        <source>Invalid: that is not a certificate number (it looks like DT-2026-000042).</source>
        <translation>Inválido: isso não é um número de certificado (tem a forma DT-2026-000042).</translation>
    </message>
    <message>
        <source>Invalid: this school issued no certificate with that number.</source>
        <translation>Inválido: esta escola não emitiu nenhum certificado com esse número.</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number did not pass, so no certificate was issued for it.</source>
        <translation>Inválido: a prova com esse número não teve aprovação, por isso não foi emitido certificado.</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number was voided by a proctor. It has no result, so no certificate was issued for it.</source>
        <translation>Inválido: a prova com esse número foi anulada por um vigilante. Não tem resultado, por isso não foi emitido certificado.</translation>
    </message>
    <message>
        <source>Invalid: the verification code does not match this certificate number. Check both for typing mistakes; a certificate whose score or date was changed will not match.</source>
        <translation>Inválido: o código de verificação não corresponde a este número de certificado. Verifique se há erros de escrita; um certificado com a pontuação ou a data alteradas não corresponde.</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>não aprovado</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}), {3}, sat {4}, {5} of {6}, {7}.</source>
        <translation>{0}: {1} ({2}), {3}, prestada em {4}, {5} de {6}, {7}.</translation>
    </message>
    <message>
        <source>{0} (version {1})</source>
        <translation>{0} (versão {1})</translation>
    </message>
    <message>
        <source>Certified as {0} ({1}), renamed since.</source>
        <translation>Certificado como {0} ({1}); mudou de nome desde então.</translation>
    </message>
</context>
<context>
    <name>CertificateWriter</name>
    <message>
        <source>pass mark {0}%</source>
        <translation>nota mínima {0}%</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>não aprovado</translation>
    </message>
    <message>
        <source>seal verified</source>
        <translation>selo verificado</translation>
    </message>
    <message>
        <source>SEAL BROKEN: the records were altered</source>
        <translation>SELO QUEBRADO: os registos foram alterados</translation>
    </message>
    <message>
        <source>Verification: sitting no. {0}, {1}; printed {2} (Macau time) by Dealer Trainer {3}.</source>
        <translation>Verificação: prova n.º {0}, {1}; impresso em {2} (hora de Macau) pelo Dealer Trainer {3}.</translation>
    </message>
    <message>
        <source>Certificate no. {0} · verification code {1}</source>
        <translation>Certificado n.º {0} · código de verificação {1}</translation>
    </message>
    <message>
        <source>has passed the examination</source>
        <translation>foi aprovado(a) no exame</translation>
    </message>
    <message>
        <source>has sat, and not passed, the examination</source>
        <translation>fez o exame e não foi aprovado(a)</translation>
    </message>
    <message>
        <source>on {0}, with {1} of {2} right ({3:.0f}%; the pass mark is {4}%).</source>
        <translation>em {0}, com {1} de {2} certas ({3:.0f}%; a nota mínima é {4}%).</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificado</translation>
    </message>
    <message>
        <source>This certifies that</source>
        <translation>Certifica-se que</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Formador</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Assinatura</translation>
    </message>
    <message>
        <source>Proctored by {0}.</source>
        <translation>Vigiado por {0}.</translation>
    </message>
    <message>
        <source>Exam version {0}</source>
        <translation>Versão do exame {0}</translation>
    </message>
    <message>
        <source>Certificate: {0}, {1}</source>
        <translation>Certificado: {0}, {1}</translation>
    </message>
    <message>
        <source>cannot write {0}</source>
        <translation>não é possível escrever {0}</translation>
    </message>
    <message>
        <source>School key {0}</source>
        <translation>Chave da escola {0}</translation>
    </message>
</context>
<context>
    <name>ChangeSecretDialog</name>
    <message>
        <source>&amp;Change my password…</source>
        <translation>&amp;Alterar a minha palavra-passe…</translation>
    </message>
    <message>
        <source>&amp;Change my PIN…</source>
        <translation>&amp;Alterar o meu PIN…</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>Alterar o meu PIN</translation>
    </message>
    <message>
        <source>Change my password</source>
        <translation>Alterar a minha palavra-passe</translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation>Um PIN tem 4 a 12 algarismos.</translation>
    </message>
    <message>
        <source>A password has at least 6 characters.</source>
        <translation>Uma palavra-passe tem pelo menos 6 caracteres.</translation>
    </message>
    <message>
        <source>&amp;Current PIN</source>
        <translation>PIN &amp;atual</translation>
    </message>
    <message>
        <source>&amp;Current password</source>
        <translation>Palavra-passe &amp;atual</translation>
    </message>
    <message>
        <source>&amp;New PIN</source>
        <translation>&amp;Novo PIN</translation>
    </message>
    <message>
        <source>&amp;New password</source>
        <translation>&amp;Nova palavra-passe</translation>
    </message>
    <message>
        <source>&amp;Repeat the new PIN</source>
        <translation>&amp;Repetir o novo PIN</translation>
    </message>
    <message>
        <source>&amp;Repeat the new password</source>
        <translation>&amp;Repetir a nova palavra-passe</translation>
    </message>
    <message>
        <source>Type your current PIN.</source>
        <translation>Escreva o seu PIN atual.</translation>
    </message>
    <message>
        <source>Type your current password.</source>
        <translation>Escreva a sua palavra-passe atual.</translation>
    </message>
    <message>
        <source>The two new PINs differ: type the new PIN again.</source>
        <translation>Os dois novos PIN são diferentes: escreva de novo o novo PIN.</translation>
    </message>
    <message>
        <source>The two new passwords differ: type the new password again.</source>
        <translation>As duas novas palavras-passe são diferentes: escreva de novo a nova palavra-passe.</translation>
    </message>
    <message>
        <source>Too many wrong tries: wait {0} s and try again, or ask an instructor to unlock it.</source>
        <translation>Demasiadas tentativas erradas: aguarde {0} s e tente de novo, ou peça a um instrutor que desbloqueie.</translation>
    </message>
    <message>
        <source>That is not your current PIN.</source>
        <translation>Este não é o seu PIN atual.</translation>
    </message>
    <message>
        <source>That is not your current password.</source>
        <translation>Esta não é a sua palavra-passe atual.</translation>
    </message>
</context>
<context>
    <name>ChangedElsewhereDialog</name>
    <message>
        <source>Changed on another desk</source>
        <translation>Alterado noutro posto</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk since you opened it. Both versions are below; the fields marked {1} differ. Reload theirs, or keep editing yours (your next save replaces theirs).</source>
        <translation>Não guardado: {0} foi alterado noutro posto depois de o abrir. As duas versões estão abaixo; os campos marcados com {1} diferem. Recarregue a do outro posto ou continue a editar a sua (a próxima gravação substitui a deles).</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>On the other desk (theirs)</source>
        <translation>No outro posto (deles)</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>A sua</translation>
    </message>
    <message>
        <source>&amp;Reload theirs</source>
        <translation>&amp;Recarregar a deles</translation>
    </message>
    <message>
        <source>&amp;Keep editing mine</source>
        <translation>&amp;Continuar a editar a minha</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>per session</source>
        <translation>por sessão</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>por dia</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <comment>a chart&apos;s title · the period it covers</comment>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>Accuracy {0} (%)</source>
        <translation>Exatidão {0} (%)</translation>
    </message>
    <message>
        <source>Median answer time {0} (s)</source>
        <translation>Tempo mediano de resposta {0} (s)</translation>
    </message>
    <message>
        <source>session number</source>
        <comment>x axis of the charts per session</comment>
        <translation>n.º da sessão</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n sessions</source>
        <translation>
            <numerusform>média da última %n sessão</numerusform>
            <numerusform>média das últimas %n sessões</numerusform>
        </translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>média de 7 dias</translation>
    </message>
    <message>
        <source>The whole cohort:</source>
        <translation>Toda a turma:</translation>
    </message>
    <message>
        <source>cohort average</source>
        <translation>média da turma</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>nota mínima</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>Total da Banca</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>Terceira carta do Ponto</translation>
    </message>
    <message>
        <source>Sam Kong levels: right × named</source>
        <translation>Níveis do Sam Kong: certo × indicado</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>Nível certo</translation>
    </message>
    <message>
        <source>Level named</source>
        <translation>Nível indicado</translation>
    </message>
    <message>
        <source>Payout errors by size (% wrong; blue: right amount, not the fewest chips)</source>
        <translation>Erros de pagamento por montante (% errados; azul: montante certo, fichas não mínimas)</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercício</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Certas</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>payout size: the right payout is HK$0 (a bet that loses)</comment>
        <translation>sem pagamento</translation>
    </message>
    <message>
        <source>No answers in the last {0} days.</source>
        <translation>Sem respostas nos últimos {0} dias.</translation>
    </message>
    <message>
        <source>no answers in the last {0} days</source>
        <comment>an unpractised drill&apos;s readiness figures</comment>
        <translation>sem respostas nos últimos {0} dias</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>the deciding drill: its readiness figures</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>pass mark {0}%, under {1} s</source>
        <translation>nota mínima {0}%, abaixo de {1} s</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>readiness verdict (the period it judges)</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} ({1}).</source>
        <comment>readiness figures, then the pass mark</comment>
        <translation>{0} ({1}).</translation>
    </message>
    <message>
        <source>{0} named {1} ({2}×)</source>
        <translation>{0} indicado como {1} ({2}×)</translation>
    </message>
    <message>
        <source>Player&apos;s decisions</source>
        <translation>Decisões do Ponto</translation>
    </message>
    <message>
        <source>Banker&apos;s decisions</source>
        <translation>Decisões da Banca</translation>
    </message>
    <message>
        <source>one session</source>
        <translation>uma sessão</translation>
    </message>
    <message>
        <source>one day</source>
        <translation>um dia</translation>
    </message>
    <message>
        <source>Banker 3-6 against the Player&apos;s third card: % wrong</source>
        <translation>Banca 3-6 contra a terceira carta do Ponto: % erradas</translation>
    </message>
    <message>
        <source>none</source>
        <comment>Sam Kong matrix column: hands with no level named (did not answer); short</comment>
        <translation>s/ resp.</translation>
    </message>
    <message>
        <source>named wrong</source>
        <comment>Sam Kong colour bar: share of a row&apos;s hands named wrong</comment>
        <translation>indicadas mal</translation>
    </message>
    <message>
        <source>Best run</source>
        <comment>longest run of right answers in a row</comment>
        <translation>Melhor série</translation>
    </message>
    <message>
        <source>none</source>
        <comment>payout bar: no answers of this size yet</comment>
        <translation>sem respostas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), all timed out</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>%Ln resposta, fora de tempo</numerusform>
            <numerusform>%Ln respostas, todas fora de tempo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), {0}% right, median {1} s</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>%Ln resposta, {0}% certa, {1} s</numerusform>
            <numerusform>%Ln respostas, {0}% certas, mediana {1} s</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <comment>the trainee did not answer: no Sam Kong level named</comment>
        <translation>sem resposta</translation>
    </message>
    <message>
        <source>Sam Kong mix-ups: </source>
        <translation>Confusões no Sam Kong: </translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between Sam Kong mix-ups</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>Ready: meets the pass mark</source>
        <translation>Pronto: cumpre a nota mínima</translation>
    </message>
    <message>
        <source>Accurate, but not yet fast enough</source>
        <translation>Exato, mas ainda não suficientemente rápido</translation>
    </message>
    <message>
        <source>Not yet accurate enough</source>
        <translation>Ainda não suficientemente exato</translation>
    </message>
    <message>
        <source>Not enough recent practice to judge</source>
        <translation>Prática recente insuficiente para avaliar</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Demasiado lento</translation>
    </message>
    <message>
        <source>Not accurate yet</source>
        <translation>Ainda sem exatidão</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>Dados insuficientes</translation>
    </message>
    <message>
        <source>no exam yet</source>
        <translation>ainda sem exame</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleto</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>marcado</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em curso</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>reprovado</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <source>⚠ TAMPERED: records changed after sealing</source>
        <translation>⚠ ADULTERADO: registos alterados depois de selados</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>desde sempre</translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoje</translation>
    </message>
    <message numerus="yes">
        <source>last %n days</source>
        <comment>the period a chart shows</comment>
        <translation>
            <numerusform>último %n dia</numerusform>
            <numerusform>últimos %n dias</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ponto</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Player stood</source>
        <translation>O Ponto ficou</translation>
    </message>
    <message>
        <source>{0}: {1} {2}%</source>
        <comment>readiness: the verdict, the deciding drill, its accuracy</comment>
        <translation>{0}: {1} {2}%</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>readiness: the verdict, the deciding drill</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Pass mark: {0}% right, median under {1} s (last {2} days).</source>
        <translation>Nota mínima: {0}% certas, mediana abaixo de {1} s (últimos {2} dias).</translation>
    </message>
    <message>
        <source>{0} natural {1}</source>
        <translation>{0} natural {1}</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>Terceira carta do Ponto {0}</translation>
    </message>
    <message>
        <source>Banker {0}, {1}</source>
        <translation>Banca {0}, {1}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Ponto {0}</translation>
    </message>
    <message>
        <source>{0} bet wins</source>
        <translation>Aposta {0} ganha</translation>
    </message>
    <message>
        <source>{0} bet loses</source>
        <translation>Aposta {0} perde</translation>
    </message>
    <message>
        <source>{0} bet stays (tie)</source>
        <translation>Aposta {0} fica (empate)</translation>
    </message>
    <message>
        <source>{0} bet</source>
        <translation>Aposta {0}</translation>
    </message>
    <message>
        <source>Calling a tie</source>
        <translation>Anunciar um empate</translation>
    </message>
    <message>
        <source>Calling a coup with a pair</source>
        <translation>Anunciar uma jogada com par</translation>
    </message>
    <message>
        <source>Calling a natural</source>
        <translation>Anunciar uma natural</translation>
    </message>
    <message>
        <source>Calling a coup where both hands drew</source>
        <translation>Anunciar uma jogada em que as duas mãos tiraram carta</translation>
    </message>
    <message>
        <source>Calling a coup where one hand drew</source>
        <translation>Anunciar uma jogada em que só uma mão tirou carta</translation>
    </message>
    <message>
        <source>Calling a coup where neither hand drew</source>
        <translation>Anunciar uma jogada em que nenhuma mão tirou carta</translation>
    </message>
    <message>
        <source>Calling the coup</source>
        <translation>Anunciar a jogada</translation>
    </message>
    <message>
        <source>A door that ties the banker</source>
        <translation>Uma porta que empata com a banca</translation>
    </message>
    <message>
        <source>Doors with 三公 hands</source>
        <translation>Portas com 三公</translation>
    </message>
    <message>
        <source>Equal points decided by faces</source>
        <translation>Pontos iguais decididos pelas figuras</translation>
    </message>
    <message>
        <source>Plain door wins and losses</source>
        <translation>Ganhos e perdas simples das portas</translation>
    </message>
    <message>
        <source>Sam Kong door results</source>
        <translation>Resultados das portas no Sam Kong</translation>
    </message>
    <message>
        <source>Burning by the first card</source>
        <translation>Queimar pela primeira carta</translation>
    </message>
    <message>
        <source>Burning one card per deck</source>
        <translation>Queimar uma carta por baralho</translation>
    </message>
    <message>
        <source>A fixed burn</source>
        <translation>Uma queima fixa</translation>
    </message>
    <message>
        <source>Where the cut card goes</source>
        <translation>Onde fica a carta de corte</translation>
    </message>
    <message>
        <source>The Sam Kong second cut</source>
        <translation>O segundo corte do Sam Kong</translation>
    </message>
    <message>
        <source>The last coup</source>
        <translation>A última jogada</translation>
    </message>
    <message>
        <source>Demonstration coups</source>
        <translation>Jogadas de demonstração</translation>
    </message>
    <message>
        <source>An exposed card</source>
        <translation>Uma carta exposta</translation>
    </message>
    <message>
        <source>A misdeal</source>
        <translation>Um erro de distribuição</translation>
    </message>
    <message>
        <source>The Sam Kong burn</source>
        <translation>A queima do Sam Kong</translation>
    </message>
    <message>
        <source>Shoe procedure</source>
        <translation>Procedimento do sapato</translation>
    </message>
    <message>
        <source>{hant} ({ordinal})</source>
        <comment>Sam Kong level in charts and logs. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {ordinal}: its number in the annex. Use the ones your language needs.</comment>
        <translation>{hant} ({ordinal})</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>Ímpar</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>ChipEntry</name>
    <message>
        <source>Chips:</source>
        <translation>Fichas:</translation>
    </message>
    <message>
        <source>e.g. 2x1k 3x100 50</source>
        <translation>p. ex. 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Chips paid, e.g. 2x1k 3x100 50</source>
        <translation>Fichas pagas, p. ex. 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Keys: the value on the chip, thousands with k. One chip: its key; more: count x key.</source>
        <translation>Teclas: o valor da ficha, milhares com k. Uma ficha: a sua tecla; várias: quantidade x tecla.</translation>
    </message>
    <message>
        <source>{count} × {chip}</source>
        <translation>{count} × {chip}</translation>
    </message>
    <message>
        <source>= {chips} = {total} · chips: {count}</source>
        <translation>= {chips} = {total} · fichas: {count}</translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <source>Instructor &amp;name</source>
        <translation>&amp;Nome do formador</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>&amp;Palavra-passe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>DashboardScreen</name>
    <message>
        <source>Dashboard</source>
        <translation>Painel</translation>
    </message>
    <message>
        <source>Ctrl+Shift+1 to 8: sort by that column (again: the other way round)</source>
        <translation>Ctrl+Shift+1 a 8: ordenar por essa coluna (de novo: pela ordem inversa)</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>&amp;Turma:</translation>
    </message>
    <message>
        <source>C&amp;ohort report (PDF)…</source>
        <translation>Relatório da t&amp;urma (PDF)…</translation>
    </message>
    <message>
        <source>Roster (C&amp;SV)…</source>
        <translation>&amp;Lista da turma (CSV)…</translation>
    </message>
    <message>
        <source>The roster as shown, in this language, with the codes in extra columns</source>
        <translation>A lista da turma como é mostrada, nesta língua, com os códigos em colunas à parte</translation>
    </message>
    <message>
        <source>&amp;Trainee report (PDF)…</source>
        <translation>Relatório do fo&amp;rmando (PDF)…</translation>
    </message>
    <message>
        <source>&amp;Export these to CSV…</source>
        <translation>&amp;Exportar para CSV…</translation>
    </message>
    <message>
        <source>◀ &amp;Newer</source>
        <translation>◀ Mais re&amp;centes</translation>
    </message>
    <message>
        <source>Ol&amp;der ▶</source>
        <translation>Mais &amp;antigas ▶</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Attempt log</source>
        <translation>Registo de respostas</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Trabalhos de casa</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Auditoria</translation>
    </message>
    <message>
        <source>&amp;Wrong answers only</source>
        <translation>Só respostas erra&amp;das</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>(sem turma)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>A carregar…</translation>
    </message>
    <message>
        <source>No trainees in this cohort.</source>
        <translation>Esta turma não tem formandos.</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster.</source>
        <translation>Escolha um formando na lista.</translation>
    </message>
    <message>
        <source>exam: {0}</source>
        <translation>exame: {0}</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>prática alterada fora da aplicação</translation>
    </message>
    <message numerus="yes">
        <source>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</source>
        <translation>
            <numerusform>Prática alterada fora da aplicação: sessões que já não correspondem aos seus selos: %n (as respostas estão realçadas abaixo).</numerusform>
            <numerusform>Prática alterada fora da aplicação: sessões que já não correspondem aos seus selos: %n (as respostas estão realçadas abaixo).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</source>
        <translation>
            <numerusform>Números diários alterados fora da aplicação: dias que não correspondem às respostas guardadas: %n (as contagens e medianas da lista leem-nos; execute daily-rebuild).</numerusform>
            <numerusform>Números diários alterados fora da aplicação: dias que não correspondem às respostas guardadas: %n (as contagens e medianas da lista leem-nos; execute daily-rebuild).</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (newest first)</source>
        <translation>{0}–{1} de {2} (mais recentes primeiro)</translation>
    </message>
    <message>
        <source>Pass &amp;mark: {0}% · {1} s…</source>
        <translation>Nota &amp;mínima: {0}% · {1} s…</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Exportar a lista da turma</translation>
    </message>
    <message>
        <source>Could not save the report: {0}</source>
        <translation>Não foi possível guardar o relatório: {0}</translation>
    </message>
    <message>
        <source>No attempts match.</source>
        <translation>Nenhuma resposta corresponde.</translation>
    </message>
    <message>
        <source>Export attempts</source>
        <translation>Exportar respostas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>Trainee report</source>
        <translation>Relatório do formando</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheiros PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>Relatório da turma</translation>
    </message>
    <message>
        <source>Preparing the cohort report…</source>
        <translation>A preparar o relatório da turma…</translation>
    </message>
    <message>
        <source>The charts are still loading; try again in a moment.</source>
        <translation>Os gráficos ainda estão a carregar; tente de novo daqui a pouco.</translation>
    </message>
</context>
<context>
    <name>DateRangeBar</name>
    <message>
        <source>All time</source>
        <translation>Desde sempre</translation>
    </message>
    <message>
        <source>Custom dates…</source>
        <translation>Datas à escolha…</translation>
    </message>
    <message numerus="yes">
        <source>Last %n days</source>
        <translation>
            <numerusform>Último %n dia</numerusform>
            <numerusform>Últimos %n dias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealerCall</name>
    <message>
        <source>Cantonese</source>
        <translation>Cantonês</translation>
    </message>
    <message>
        <source>Mandarin</source>
        <translation>Mandarim</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>The dealer calls:</source>
        <translation>O croupier anuncia:</translation>
    </message>
    <message>
        <source>The right call:</source>
        <translation>O anúncio certo:</translation>
    </message>
    <message>
        <source>{tongue}: {words}</source>
        <translation>{tongue}: {words}</translation>
    </message>
</context>
<context>
    <name>DisplayNameDialog</name>
    <message>
        <source>Display name: {0}</source>
        <translation>Nome a mostrar: {0}</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>Nome a &amp;mostrar</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw</source>
        <translation>Tirar carta</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Ficar</translation>
    </message>
    <message>
        <source>Press D to draw or S to stand.</source>
        <translation>Prima D para tirar carta ou S para ficar.</translation>
    </message>
</context>
<context>
    <name>EnrolDialog</name>
    <message>
        <source>Use a school server</source>
        <translation>Usar um servidor da escola</translation>
    </message>
    <message>
        <source>An instructor makes an enrolment code for this desk (Settings, School server, or dealer-trainer-server enrol on the server). Type the server&apos;s address, the fingerprint it shows when it starts, and the code. The desk keeps what the server gives it; it holds no database password.</source>
        <translation>Um instrutor cria um código de inscrição para este posto (Definições, Servidor da escola, ou dealer-trainer-server enrol no servidor). Escreva o endereço do servidor, a impressão digital que ele mostra ao arrancar e o código. O posto guarda o que o servidor lhe dá; não guarda nenhuma palavra-passe da base de dados.</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Endereço do servidor</translation>
    </message>
    <message>
        <source>Certificate &amp;fingerprint</source>
        <translation>&amp;Impressão digital do certificado</translation>
    </message>
    <message>
        <source>Enrolment &amp;code</source>
        <translation>&amp;Código de inscrição</translation>
    </message>
    <message>
        <source>&amp;Enrol this desk</source>
        <translation>I&amp;nscrever este posto</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>All coups</source>
        <translation>Todas as jogadas</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>Casos difíceis</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>Só naturais</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>Pontos fracos</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>abre {0}</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>fecha {0}</translation>
    </message>
    <message>
        <source>closed {0}</source>
        <translation>fechou {0}</translation>
    </message>
    <message>
        <source>{0} (version {1})</source>
        <translation>{0} (versão {1})</translation>
    </message>
    <message>
        <source>Section {0}: {1} ({2})</source>
        <translation>Secção {0}: {1} ({2})</translation>
    </message>
    <message>
        <source>Section {0}: Sam Kong Table ({1})</source>
        <translation>Secção {0}: Mesa de Sam Kong ({1})</translation>
    </message>
    <message>
        <source>Section {0}: Table ({1})</source>
        <translation>Secção {0}: Mesa ({1})</translation>
    </message>
    <message>
        <source>no round finished</source>
        <translation>nenhuma ronda terminada</translation>
    </message>
    <message>
        <source>{0:.1f} rounds an hour</source>
        <translation>{0:.1f} rondas por hora</translation>
    </message>
    <message>
        <source>no coup finished</source>
        <translation>nenhuma jogada terminada</translation>
    </message>
    <message>
        <source>{0:.1f} coups an hour</source>
        <translation>{0:.1f} jogadas por hora</translation>
    </message>
    <message>
        <source>{0} ({1} while the desk was down left out)</source>
        <translation>{0} (descontados {1} com o posto parado)</translation>
    </message>
    <message>
        <source>Pace: {0} (no target)</source>
        <translation>Ritmo: {0} (sem objetivo)</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: reached</source>
        <translation>Ritmo: {0}, objetivo {1}: atingido</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: not reached (the section fails)</source>
        <translation>Ritmo: {0}, objetivo {1}: não atingido (a secção reprova)</translation>
    </message>
    <message>
        <source>{0} min {1} s</source>
        <comment>a time the desk was down</comment>
        <translation>{0} min {1} s</translation>
    </message>
    <message>
        <source>{0} s</source>
        <comment>a time the desk was down</comment>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>{0}/{1} steps right, {2} of {3} rounds dealt</source>
        <translation>{0}/{1} passos certos, {2} de {3} rondas dadas</translation>
    </message>
    <message>
        <source>{0}/{1} steps right, {2} of {3} coups dealt</source>
        <translation>{0}/{1} passos certos, {2} de {3} jogadas dadas</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>coups dealt, then the void ones</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n void coup(s) not counted</source>
        <translation>
            <numerusform>%n jogada nula não contada</numerusform>
            <numerusform>%n jogadas nulas não contadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <comment>detail, then why it failed</comment>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>round {0} not finished</source>
        <translation>ronda {0} por terminar</translation>
    </message>
    <message>
        <source>coup {0} not finished</source>
        <translation>jogada {0} por terminar</translation>
    </message>
    <message>
        <source>the table was not dealt</source>
        <translation>a mesa não foi dada</translation>
    </message>
    <message>
        <source>{0:.0f}% of the steps right, {1}% needed</source>
        <translation>{0:.0f}% dos passos certos, {1}% necessários</translation>
    </message>
    <message>
        <source>the pace is under its target</source>
        <translation>o ritmo está abaixo do objetivo</translation>
    </message>
    <message>
        <source>Failed: {0}</source>
        <translation>Reprovou: {0}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two reasons</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Em curso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Time ran out (handed in automatically)</source>
        <translation>Acabou o tempo (entregue automaticamente)</translation>
    </message>
    <message>
        <source>Handed in early</source>
        <translation>Entregue mais cedo</translation>
    </message>
    <message>
        <source>Incomplete (interrupted)</source>
        <translation>Incompleto (interrompido)</translation>
    </message>
    <message>
        <source>Voided by a proctor</source>
        <translation>Anulada por um vigilante</translation>
    </message>
    <message>
        <source>This sitting was voided by {0}: {1}</source>
        <translation>Esta prova foi anulada por {0}: {1}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}</source>
        <translation>Anulada por {0} em {1}: {2}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was given back</source>
        <translation>Anulada por {0} em {1}: {2}; a tentativa foi devolvida</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was used</source>
        <translation>Anulada por {0} em {1}: {2}; a tentativa conta como usada</translation>
    </message>
    <message>
        <source>Voided: attempt given back</source>
        <translation>Anulada: tentativa devolvida</translation>
    </message>
    <message>
        <source>Voided: attempt used</source>
        <translation>Anulada: tentativa usada</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROVADO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>REPROVADO</translation>
    </message>
    <message>
        <source>Section {0} names the table profile “{1}”, which was deleted in Settings &gt; Table profiles. Untick it (or save a profile of that name again), then save the exam.</source>
        <translation>A secção {0} indica o perfil de mesa «{1}», que foi apagado em Definições &gt; Perfis de mesa. Desmarque-o (ou guarde de novo um perfil com esse nome) e depois guarde o exame.</translation>
    </message>
    <message>
        <source>Only a drill dealt at a table can pick tables.</source>
        <translation>Só um exercício dado numa mesa pode escolher mesas.</translation>
    </message>
    <message>
        <source>A table is picked twice.</source>
        <translation>Uma mesa foi escolhida duas vezes.</translation>
    </message>
    <message>
        <source>Pick at most {0} tables.</source>
        <translation>Escolha no máximo {0} mesas.</translation>
    </message>
    <message>
        <source>The section&apos;s tables cannot be read.</source>
        <translation>Não é possível ler as mesas desta secção.</translation>
    </message>
    <message>
        <source>The exam must close after it opens: pick a closing time later than the opening time.</source>
        <translation>O exame tem de fechar depois de abrir: escolha uma hora de fecho posterior à de abertura.</translation>
    </message>
    <message>
        <source>Must be from {0} to {1}.</source>
        <translation>Tem de ser de {0} a {1}.</translation>
    </message>
    <message>
        <source>This cannot be empty.</source>
        <translation>Isto não pode ficar vazio.</translation>
    </message>
    <message>
        <source>An exam needs at least one section (a drill or a Table).</source>
        <translation>Um exame precisa de pelo menos uma secção (um exercício ou uma Mesa).</translation>
    </message>
    <message>
        <source>At most {0} characters.</source>
        <translation>No máximo {0} caracteres.</translation>
    </message>
    <message>
        <source>This drill cannot be examined at this level.</source>
        <translation>Este exercício não pode ser examinado neste nível.</translation>
    </message>
    <message>
        <source>This drill and level are already in another section.</source>
        <translation>Este exercício e nível já estão noutra secção.</translation>
    </message>
    <message>
        <source>Unknown value.</source>
        <translation>Valor desconhecido.</translation>
    </message>
    <message>
        <source>This value is not valid.</source>
        <translation>Este valor não é válido.</translation>
    </message>
    <message>
        <source>This value is out of range.</source>
        <translation>Este valor está fora dos limites.</translation>
    </message>
    <message>
        <source>This exam opens at {0} (Macau time); it cannot be started before.</source>
        <translation>Este exame abre às {0} (hora de Macau); não pode ser iniciado antes.</translation>
    </message>
    <message>
        <source>This exam closed at {0} (Macau time); it can no longer be started.</source>
        <translation>Este exame fechou às {0} (hora de Macau); já não pode ser iniciado.</translation>
    </message>
    <message>
        <source>This sitting already has the most time that can be added: {0} min in all.</source>
        <translation>Esta prova já tem o máximo de tempo que se pode acrescentar: {0} min no total.</translation>
    </message>
    <message>
        <source>At most {0} min can be added to a sitting in all; this one can have {1} min more.</source>
        <translation>Pode acrescentar-se no máximo {0} min a uma prova no total; a esta podem acrescentar-se mais {1} min.</translation>
    </message>
    <message>
        <source>This exam or sitting no longer exists.</source>
        <translation>Este exame ou prova já não existe.</translation>
    </message>
    <message>
        <source>This exam has been withdrawn by an instructor.</source>
        <translation>Este exame foi retirado por um formador.</translation>
    </message>
    <message>
        <source>This exam is not assigned to the trainee&apos;s cohort.</source>
        <translation>Este exame não está atribuído à turma do formando.</translation>
    </message>
    <message>
        <source>No attempts are left for this exam. An instructor can grant a retake.</source>
        <translation>Já não há tentativas para este exame. Um formador pode conceder uma repetição.</translation>
    </message>
    <message>
        <source>A sitting of this trainee is already running; it must be resumed, not started again.</source>
        <translation>Já está a decorrer uma prova deste formando; tem de ser retomada, não começada de novo.</translation>
    </message>
    <message>
        <source>This sitting is no longer running.</source>
        <translation>Esta prova já não está a decorrer.</translation>
    </message>
    <message>
        <source>This sitting&apos;s records have been altered; it cannot go on. Tell an instructor.</source>
        <translation>Os registos desta prova foram alterados; não pode continuar. Avise um formador.</translation>
    </message>
    <message>
        <source>This sitting&apos;s records cannot be read.</source>
        <translation>Os registos desta prova não podem ser lidos.</translation>
    </message>
    <message>
        <source>This sitting&apos;s stored answers do not match its questions; tell an instructor.</source>
        <translation>As respostas guardadas desta prova não correspondem às perguntas; avise um formador.</translation>
    </message>
    <message>
        <source>The trainee has passed this exam: a retake of a pass needs a reason.</source>
        <translation>O formando já passou neste exame: repetir uma aprovação exige um motivo.</translation>
    </message>
    <message>
        <source>No certificate: this sitting was voided by a proctor, so it has no result.</source>
        <translation>Sem certificado: esta prova foi anulada por um vigilante, por isso não tem resultado.</translation>
    </message>
    <message>
        <source>No certificate: this is not the sitting that counts for this exam (see the exam&apos;s rule).</source>
        <translation>Sem certificado: esta não é a prova que conta para este exame (veja a regra do exame).</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}. A sitting runs on one desk at a time: close it there first, or wait until that desk has been quiet for two minutes.</source>
        <translation>Esta prova está a decorrer no posto {0}. Uma prova decorre num só posto de cada vez: feche-a lá primeiro, ou espere até esse posto estar dois minutos sem atividade.</translation>
    </message>
    <message>
        <source>This question was already answered on another desk: this sitting is running on two desks at once. A sitting runs on one desk at a time; close it here and ask the proctor. Give each desk its own name (see --desk).</source>
        <translation>Esta pergunta já foi respondida noutro posto: esta prova está a decorrer em dois postos ao mesmo tempo. Uma prova decorre num só posto de cada vez; feche-a aqui e avise o vigilante. Dê a cada posto o seu próprio nome (ver --desk).</translation>
    </message>
    <message>
        <source>Another desk started this trainee&apos;s sitting at the same moment. Look at the list again.</source>
        <translation>Outro posto iniciou a prova deste formando no mesmo instante. Veja a lista de novo.</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (at most 500 characters).</source>
        <translation>Indique o motivo para anular a prova (no máximo 500 caracteres).</translation>
    </message>
    <message>
        <source>Add between 1 and 120 minutes.</source>
        <translation>Acrescente entre 1 e 120 minutos.</translation>
    </message>
    <message>
        <source>The school server was restarted: this sitting waits for the proctor. Close Dealer Trainer, sign in again and ask the proctor to continue it: the same questions go on with the time that is left.</source>
        <translation>O servidor da escola foi reiniciado: esta prova está à espera do vigilante. Feche o Dealer Trainer, entre de novo e peça ao vigilante que a continue: as mesmas perguntas seguem com o tempo que resta.</translation>
    </message>
    <message>
        <source>This sitting was interrupted: you signed out, or signed in again. Press “Proctor: continue the sitting…” on the Exam page and have the proctor approve it on their own desk: the same questions go on with the time that is left.</source>
        <translation>Esta prova foi interrompida: terminou a sessão, ou iniciou sessão de novo. Carregue em “Vigilante: continuar a prova…” na página Exame e peça ao vigilante que a aprove no seu próprio posto: as mesmas perguntas continuam com o tempo que resta.</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}: a sitting runs on one desk at a time. To go on at this desk, press “Proctor: continue the sitting here…” on the Exam page and have the proctor approve it on their desk.</source>
        <translation>Esta prova está a decorrer no posto {0}: uma prova decorre num só posto de cada vez. Para continuar neste posto, prima “Vigilante: continuar a prova aqui…” na página Exame e peça ao vigilante que o aprove no posto dele.</translation>
    </message>
    <message>
        <source>The exam cannot do that now.</source>
        <translation>O exame não pode fazer isso agora.</translation>
    </message>
    <message>
        <source>This exam cannot start: its settings were changed outside the app (seal check failed). Saving it again does not fix this. Check the Audit tab, then create the exam again.</source>
        <translation>Este exame não pode começar: as suas definições foram alteradas fora da aplicação (o selo falhou). Guardá-lo de novo não resolve. Verifique o separador Auditoria e crie o exame de novo.</translation>
    </message>
    <message>
        <source>This exam was not saved: its settings were changed outside the app (seal check failed), and saving would seal the change. Check the Audit tab, then create the exam again.</source>
        <translation>Este exame não foi guardado: as suas definições foram alteradas fora da aplicação (o selo falhou) e guardar selaria a alteração. Verifique o separador Auditoria e crie o exame de novo.</translation>
    </message>
    <message>
        <source>This sitting cannot start: the trainee&apos;s account was changed outside the app (seal check failed). An instructor must check the account; the Audit tab lists it.</source>
        <translation>Esta prova não pode começar: a conta do formando foi alterada fora da aplicação (o selo falhou). Um formador tem de verificar a conta; o separador Auditoria regista-o.</translation>
    </message>
    <message>
        <source>This sitting cannot start: the proctor&apos;s account was changed outside the app (seal check failed). The Audit tab lists it.</source>
        <translation>Esta prova não pode começar: a conta do vigilante foi alterada fora da aplicação (o selo falhou). O separador Auditoria regista-o.</translation>
    </message>
    <message>
        <source>No attempts are left: a retake grant in the database was not made by an instructor (seal check failed) and does not count. An instructor can revoke it (Retake grants…).</source>
        <translation>Não restam tentativas: uma repetição na base de dados não foi concedida por um formador (o selo falhou) e não conta. Um formador pode revogá-la (Repetições concedidas…).</translation>
    </message>
    <message>
        <source>This sitting cannot start: a record it needs failed its seal check. The Audit tab lists it.</source>
        <translation>Esta prova não pode começar: um registo de que precisa falhou a verificação do selo. O separador Auditoria regista-o.</translation>
    </message>
    <message>
        <source>Too many wrong passwords for this instructor: wait {0} s and try again, or ask another instructor to unlock the account. With no other instructor: see &quot;Locked out&quot; in the README.</source>
        <translation>Demasiadas palavras-passe erradas para este instrutor: aguarde {0} s e tente de novo, ou peça a outro instrutor que desbloqueie a conta. Sem outro instrutor, consulte «Locked out» no README.</translation>
    </message>
    <message>
        <source>That name and password do not match an instructor&apos;s. Try again.</source>
        <translation>Esse nome e essa palavra-passe não correspondem a um instrutor. Tente de novo.</translation>
    </message>
    <message>
        <source>The proctor&apos;s name or password was not recognised, or is not an active instructor&apos;s or proctor&apos;s. Try again.</source>
        <translation>O nome ou a palavra-passe do vigilante não foi reconhecido, ou não é de um formador ou vigilante ativo. Tente de novo.</translation>
    </message>
    <message>
        <source>The proctor&apos;s account has no copy of the exam seal yet, so it cannot start or resume sittings. An instructor who has one must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>A conta do vigilante ainda não tem cópia do selo dos exames, por isso não pode iniciar nem retomar provas. Um formador que o tenha deve inscrevê-la (ecrã Exame, Inscrever um formador…).</translation>
    </message>
    <message>
        <source>Sign in again as an instructor to unlock the exam seal.</source>
        <translation>Inicie sessão de novo como formador para desbloquear o selo dos exames.</translation>
    </message>
    <message>
        <source>This exam cannot start: no deal fits the limits of the table profile “{0}”. An instructor must check it in Settings &gt; Table profiles.</source>
        <translation>Este exame não pode começar: nenhuma jogada cabe nos limites do perfil de mesa «{0}». Um instrutor tem de o verificar em Definições &gt; Perfis de mesa.</translation>
    </message>
    <message>
        <source>This exam cannot start: its section {0} names the table profile “{1}”, which was deleted in Settings &gt; Table profiles. An instructor must pick that section&apos;s tables again.</source>
        <translation>Este exame não pode começar: a secção {0} indica o perfil de mesa «{1}», que foi apagado em Definições &gt; Perfis de mesa. Um instrutor tem de escolher de novo as mesas dessa secção.</translation>
    </message>
    <message>
        <source>You are not allowed to do that.</source>
        <translation>Não tem autorização para fazer isso.</translation>
    </message>
    <message>
        <source>An exam with this name already exists; choose another name.</source>
        <translation>Já existe um exame com este nome; escolha outro nome.</translation>
    </message>
    <message>
        <source>Something went wrong: {0}</source>
        <translation>Algo correu mal: {0}</translation>
    </message>
</context>
<context>
    <name>FeltDesk</name>
    <message>
        <source>Cash:</source>
        <translation>Dinheiro:</translation>
    </message>
    <message>
        <source>Collect box:</source>
        <translation>Cobrar caixa:</translation>
    </message>
    <message>
        <source>Mark commission:</source>
        <translation>Marcar comissão:</translation>
    </message>
    <message>
        <source>Pay (amount):</source>
        <translation>Pagar (montante):</translation>
    </message>
    <message>
        <source>Pay (chips):</source>
        <translation>Pagar (fichas):</translation>
    </message>
</context>
<context>
    <name>FirstRunPage</name>
    <message>
        <source>Welcome to Dealer Trainer</source>
        <translation>Bem-vindo ao Dealer Trainer</translation>
    </message>
    <message>
        <source>First start: create the instructor account. The instructor adds cohorts and trainees, resets PINs, sets up tables and exams.</source>
        <translation>Primeiro arranque: crie a conta do formador. O formador acrescenta turmas e formandos, repõe PINs, configura mesas e exames.</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>&amp;Nome de início de sessão</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>Nome a &amp;mostrar</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>&amp;Palavra-passe</translation>
    </message>
    <message>
        <source>&amp;Confirm password</source>
        <translation>&amp;Confirmar palavra-passe</translation>
    </message>
    <message>
        <source>Create instructor account  (Enter)</source>
        <translation>Criar conta de formador  (Enter)</translation>
    </message>
    <message>
        <source>&amp;Use a school server instead…</source>
        <translation>&amp;Usar antes um servidor da escola…</translation>
    </message>
    <message>
        <source>Enter a sign-in name.</source>
        <translation>Introduza um nome de início de sessão.</translation>
    </message>
    <message>
        <source>The instructor password needs at least 8 characters.</source>
        <translation>A palavra-passe do formador precisa de pelo menos 8 caracteres.</translation>
    </message>
    <message>
        <source>The two passwords are not the same.</source>
        <translation>As duas palavras-passe não são iguais.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Hello, {0}</source>
        <translation>Olá, {0}</translation>
    </message>
    <message>
        <source>Choose what to do. Every screen has a keyboard shortcut; Esc or Alt+Home comes back here.</source>
        <translation>Escolha o que fazer. Cada ecrã tem um atalho de teclado; Esc ou Alt+Home regressa aqui.</translation>
    </message>
    <message>
        <source>A new school: start here.
1. Settings (Ctrl+6), Cohorts and trainees: add a cohort, then import the roster from a CSV file or add trainees one by one.
2. Settings, Table profiles: look at the tables your trainees will deal at.
3. Exam (Ctrl+4): make the first exam when the cohort is ready.</source>
        <translation>Uma escola nova: comece aqui.
1. Definições (Ctrl+6), Turmas e formandos: crie uma turma e importe a lista de formandos de um ficheiro CSV, ou acrescente-os um a um.
2. Definições, Perfis de mesa: veja as mesas em que os formandos vão dar cartas.
3. Exame (Ctrl+4): prepare o primeiro exame quando a turma estiver pronta.</translation>
    </message>
</context>
<context>
    <name>HomeworkTab</name>
    <message>
        <source>&amp;New assignment…</source>
        <translation>&amp;Novo trabalho…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Remo&amp;ver</translation>
    </message>
    <message>
        <source>E&amp;xport status to CSV…</source>
        <translation>E&amp;xportar estado para CSV…</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Trabalhos de casa</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Due (Macau)</source>
        <translation>Prazo (Macau)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Feito</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Done on</source>
        <translation>Feito em</translation>
    </message>
    <message>
        <source>Schedule health</source>
        <translation>Regularidade das revisões</translation>
    </message>
    <message>
        <source>Days practised (last 14)</source>
        <translation>Dias de prática (últimos 14)</translation>
    </message>
    <message>
        <source>Due reviews</source>
        <translation>Revisões pendentes</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Retenção</translation>
    </message>
    <message>
        <source>Done (%)</source>
        <translation>Feito (%)</translation>
    </message>
    <message>
        <source>Cohort completion</source>
        <translation>Conclusão da turma</translation>
    </message>
    <message>
        <source>Remove homework</source>
        <translation>Remover trabalho de casa</translation>
    </message>
    <message>
        <source>Remove “{0}”? The trainees&apos; answers are kept.</source>
        <translation>Remover «{0}»? As respostas dos formandos são mantidas.</translation>
    </message>
    <message>
        <source>Export homework status</source>
        <translation>Exportar estado do trabalho de casa</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>No homework set for this cohort. Press Alt+N to set some.</source>
        <translation>Esta turma não tem trabalhos de casa. Prima Alt+N para criar um.</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
</context>
<context>
    <name>HomeworkWords</name>
    <message>
        <source>Done</source>
        <translation>Feito</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>Atrasado</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Em curso</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Por começar</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>Ainda não disponível</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Accuracy over the last answers</source>
        <translation>Exatidão nas últimas respostas</translation>
    </message>
    <message>
        <source>Pace (median time)</source>
        <translation>Ritmo (tempo mediano)</translation>
    </message>
    <message>
        <source>All due reviews cleared</source>
        <translation>Todas as revisões pendentes feitas</translation>
    </message>
    <message>
        <source>Pass the lesson&apos;s check</source>
        <translation>Passar a verificação da lição</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}% right over the last {1}</source>
        <translation>{0}% certas nas últimas {1}</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>mediana {0} nas últimas {1}</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>Lição já não disponível ({0})</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>Lição: {0}</translation>
    </message>
    <message>
        <source>{0} due</source>
        <translation>{0} por rever</translation>
    </message>
    <message>
        <source>Share of reviews of already-seen items answered right in the last 30 days, against the cohort&apos;s desired retention.</source>
        <translation>Percentagem de revisões de itens já vistos respondidas certas nos últimos 30 dias, face à retenção desejada da turma.</translation>
    </message>
    <message>
        <source>no reviews yet (target {0})</source>
        <translation>ainda sem revisões (objetivo {0})</translation>
    </message>
    <message>
        <source>{0} (target {1})</source>
        <translation>{0} (objetivo {1})</translation>
    </message>
    <message>
        <source>too few reviews ({0})</source>
        <translation>poucas revisões ({0})</translation>
    </message>
</context>
<context>
    <name>InstructorExams</name>
    <message>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <source>E&amp;xams and blueprints</source>
        <translation>E&amp;xames e modelos</translation>
    </message>
    <message>
        <source>&amp;Results and reviews</source>
        <translation>&amp;Resultados e revisões</translation>
    </message>
    <message>
        <source>R&amp;unning sittings</source>
        <translation>Provas em c&amp;urso</translation>
    </message>
</context>
<context>
    <name>KeptShoesDialog</name>
    <message>
        <source>Clock</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>Jogada a jogada</translation>
    </message>
    <message>
        <source>{0} · {1} · begun {2}</source>
        <translation>{0} · {1} · começado {2}</translation>
    </message>
    <message>
        <source>{0} · {1} · coup {2} · begun {3}</source>
        <translation>{0} · {1} · jogada {2} · começado {3}</translation>
    </message>
    <message>
        <source>Unfinished shoes</source>
        <translation>Sapatos por acabar</translation>
    </message>
    <message>
        <source>You have {0} unfinished shoes, the newest first. Resume one where you left off, give one up, or deal a new shoe:</source>
        <translation>Tem {0} sapatos por acabar, o mais recente primeiro. Retome um onde ficou, desista de um ou dê um sapato novo:</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Desistir</translation>
    </message>
    <message>
        <source>&amp;New shoe</source>
        <translation>&amp;Novo sapato</translation>
    </message>
</context>
<context>
    <name>LessonProgressTable</name>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>The lesson progress could not be read: {0}</source>
        <translation>Não foi possível ler o progresso nas lições: {0}</translation>
    </message>
    <message>
        <source>Choose a trainee to see their lessons.</source>
        <translation>Escolha um formando para ver as suas lições.</translation>
    </message>
    <message>
        <source>{0} of {1} lessons opened, {2} checks passed.</source>
        <translation>{0} de {1} lições abertas, {2} verificações passadas.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Aberta</translation>
    </message>
    <message>
        <source>Check passed</source>
        <translation>Verificação passada</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>%n question(s) not answered yet: answer them, then press Enter to check your answers.</source>
        <translation>
            <numerusform>Falta responder a %n pergunta: responda-lhe e depois prima Enter para verificar as respostas.</numerusform>
            <numerusform>Falta responder a %n perguntas: responda-lhes e depois prima Enter para verificar as respostas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Baccarat 百家樂</source>
        <translation>Bacará 百家樂</translation>
    </message>
    <message>
        <source>Sam Kong 三公</source>
        <translation>Sam Kong 三公</translation>
    </message>
    <message>
        <source>dealer&apos;s procedure (RULES.md C)</source>
        <translation>procedimento do croupier (RULES.md C)</translation>
    </message>
    <message>
        <source>Baccarat art. {0}</source>
        <translation>Bacará, art. {0}.º</translation>
    </message>
    <message>
        <source>Sam Kong art. {0}</source>
        <translation>Sam Kong, art. {0}.º</translation>
    </message>
    <message>
        <source>option (a)</source>
        <translation>opção (a)</translation>
    </message>
    <message>
        <source>option (b)</source>
        <translation>opção (b)</translation>
    </message>
    <message>
        <source>option (c)</source>
        <translation>opção (c)</translation>
    </message>
    <message>
        <source>house note (SJM)</source>
        <translation>nota da casa (SJM)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>○ Not opened</source>
        <translation>○ Não aberta</translation>
    </message>
    <message>
        <source>◐ Opened</source>
        <translation>◐ Aberta</translation>
    </message>
    <message>
        <source>✓ Check passed</source>
        <translation>✓ Verificação passada</translation>
    </message>
    <message>
        <source>all coups</source>
        <translation>todas as jogadas</translation>
    </message>
    <message>
        <source>hard cases</source>
        <translation>casos difíceis</translation>
    </message>
    <message>
        <source>naturals only</source>
        <translation>só naturais</translation>
    </message>
    <message>
        <source>my weak spots</source>
        <translation>os meus pontos fracos</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>Banca 莊家</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>Banca 莊</translation>
    </message>
    <message>
        <source>Player 閒</source>
        <translation>Ponto 閒</translation>
    </message>
    <message>
        <source>Door {0}</source>
        <translation>Porta {0}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Primeira carta</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>Três figuras</translation>
    </message>
    <message>
        <source>Two faces {0}</source>
        <translation>Duas figuras {0}</translation>
    </message>
    <message>
        <source>One face {0}</source>
        <translation>Uma figura {0}</translation>
    </message>
    <message>
        <source>No face {0}</source>
        <translation>Sem figura {0}</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>stands: the Player has a natural</source>
        <translation>fica: o Ponto tem uma natural</translation>
    </message>
    <message>
        <source>stands: the Banker has a natural</source>
        <translation>fica: a Banca tem uma natural</translation>
    </message>
    <message>
        <source>draws: the Player draws on 0 to 5</source>
        <translation>tira carta: o Ponto tira com 0 a 5</translation>
    </message>
    <message>
        <source>stands: the Player stands on 6 and 7</source>
        <translation>fica: o Ponto fica com 6 e 7</translation>
    </message>
    <message>
        <source>draws: the Banker draws on 0, 1 and 2 whatever the third card</source>
        <translation>tira carta: a Banca tira com 0, 1 e 2 seja qual for a terceira carta</translation>
    </message>
    <message>
        <source>draws: Banker 3 draws unless the third card is an 8</source>
        <translation>tira carta: a Banca com 3 tira, a não ser que a terceira carta seja um 8</translation>
    </message>
    <message>
        <source>stands: Banker 3 stands against an 8</source>
        <translation>fica: a Banca com 3 fica contra um 8</translation>
    </message>
    <message>
        <source>draws: Banker 4 draws against 2 to 7</source>
        <translation>tira carta: a Banca com 4 tira contra 2 a 7</translation>
    </message>
    <message>
        <source>stands: Banker 4 stands against A, 8, 9 and 10/J/Q/K</source>
        <translation>fica: a Banca com 4 fica contra A, 8, 9 e 10/J/Q/K</translation>
    </message>
    <message>
        <source>draws: Banker 5 draws against 4 to 7</source>
        <translation>tira carta: a Banca com 5 tira contra 4 a 7</translation>
    </message>
    <message>
        <source>stands: Banker 5 stands against A, 2, 3, 8, 9 and 10/J/Q/K</source>
        <translation>fica: a Banca com 5 fica contra A, 2, 3, 8, 9 e 10/J/Q/K</translation>
    </message>
    <message>
        <source>draws: Banker 6 draws against 6 and 7</source>
        <translation>tira carta: a Banca com 6 tira contra 6 e 7</translation>
    </message>
    <message>
        <source>stands: Banker 6 draws only against 6 and 7</source>
        <translation>fica: a Banca com 6 só tira contra 6 e 7</translation>
    </message>
    <message>
        <source>draws: the Player stood, so the Banker draws on 0 to 5</source>
        <translation>tira carta: o Ponto ficou, por isso a Banca tira com 0 a 5</translation>
    </message>
    <message>
        <source>stands: the Player stood, so the Banker stands on 6</source>
        <translation>fica: o Ponto ficou, por isso a Banca fica com 6</translation>
    </message>
    <message>
        <source>stands: the Banker stands on 7</source>
        <translation>fica: a Banca fica com 7</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>ganha o Ponto</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>ganha a Banca</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Player: the first two cards make {0}; {1} ({2}).</source>
        <translation>Ponto: as duas primeiras cartas fazem {0}; {1} ({2}).</translation>
    </message>
    <message>
        <source>Third card: the Player makes {0}.</source>
        <translation>Terceira carta: o Ponto fica com {0}.</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; the Player&apos;s third card counts {1}; {2} ({3}).</source>
        <translation>Banca: as duas primeiras cartas fazem {0}; a terceira carta do Ponto vale {1}; {2} ({3}).</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; {1} ({2}).</source>
        <translation>Banca: as duas primeiras cartas fazem {0}; {1} ({2}).</translation>
    </message>
    <message>
        <source>Third card: the Banker makes {0}.</source>
        <translation>Terceira carta: a Banca fica com {0}.</translation>
    </message>
    <message>
        <source>Result: {0}, {1} to {2} ({3}).</source>
        <translation>Resultado: {0}, {1} a {2} ({3}).</translation>
    </message>
    <message>
        <source>Player Pair: the Player&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>Par do Ponto: as duas primeiras cartas do Ponto são do mesmo valor (Bacará, art. 13.º).</translation>
    </message>
    <message>
        <source>Banker Pair: the Banker&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>Par da Banca: as duas primeiras cartas da Banca são do mesmo valor (Bacará, art. 13.º).</translation>
    </message>
    <message>
        <source>no commission; a Banker win with 6 pays 1:2</source>
        <translation>sem comissão; uma vitória da Banca com 6 paga 1:2</translation>
    </message>
    <message>
        <source>commission {0}% marked in the commission box</source>
        <translation>comissão de {0}% marcada na caixa de comissões</translation>
    </message>
    <message>
        <source>commission {0}% deducted at payout</source>
        <translation>comissão de {0}% descontada no pagamento</translation>
    </message>
    <message>
        <source>{table}: {how}.</source>
        <translation>{table}: {how}.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ponto</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>Par do Ponto</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>Par da Banca</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>Lucky 6</translation>
    </message>
    <message>
        <source>Seat {0}, {1} {2}</source>
        <translation>Lugar {0}, {1} {2}</translation>
    </message>
    <message>
        <source>{0}: loses; take {1} ({2}).</source>
        <translation>{0}: perde; recolha {1} ({2}).</translation>
    </message>
    <message>
        <source>{0}: neither wins nor loses; the bet stays ({1}).</source>
        <translation>{0}: nem ganha nem perde; a aposta fica ({1}).</translation>
    </message>
    <message>
        <source>{0}: wins at {1}, winnings {2}</source>
        <translation>{0}: ganha a {1}, ganhos {2}</translation>
    </message>
    <message>
        <source>{0}; pay {1} and mark {2} in the commission box ({3}).</source>
        <translation>{0}; pague {1} e marque {2} na caixa de comissões ({3}).</translation>
    </message>
    <message>
        <source>{0}; commission {1}, pay {2} ({3}).</source>
        <translation>{0}; comissão {1}, pague {2} ({3}).</translation>
    </message>
    <message>
        <source>{0}; pay {1} ({2}).</source>
        <translation>{0}; pague {1} ({2}).</translation>
    </message>
    <message>
        <source>In all: take {0}, pay {1}</source>
        <translation>Ao todo: recolha {0}, pague {1}</translation>
    </message>
    <message>
        <source>, commission {0}</source>
        <translation>, comissão {0}</translation>
    </message>
    <message>
        <source>, marked {0}</source>
        <translation>, marcado {0}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>{0}: level {1} of {2} ({3}).</source>
        <translation>{0}: nível {1} de {2} ({3}).</translation>
    </message>
    <message>
        <source>Banker: {0}, level {1} of {2}.</source>
        <translation>Banca: {0}, nível {1} de {2}.</translation>
    </message>
    <message>
        <source>beats the banker</source>
        <translation>ganha à banca</translation>
    </message>
    <message>
        <source>loses to the banker</source>
        <translation>perde para a banca</translation>
    </message>
    <message>
        <source>ties with the banker</source>
        <translation>empata com a banca</translation>
    </message>
    <message>
        <source>Door {0}: {1} {2} ({3}).</source>
        <translation>Porta {0}: {1} {2} ({3}).</translation>
    </message>
    <message>
        <source>Tie on door {0}</source>
        <translation>Empate na porta {0}</translation>
    </message>
    <message>
        <source>Banker point {0}</source>
        <translation>Pontos da banca: {0}</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>Ímpar</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>三公 (three faces)</source>
        <translation>三公 (três figuras)</translation>
    </message>
    <message>
        <source>{0}: a tie; the bet stands ({1}).</source>
        <translation>{0}: empate; a aposta fica ({1}).</translation>
    </message>
    <message>
        <source>{0}: wins {1}; commission {2}, pay {3} ({4}).</source>
        <translation>{0}: ganha {1}; comissão {2}, pague {3} ({4}).</translation>
    </message>
    <message>
        <source>{0}: wins {1}; pay {2} ({3}).</source>
        <translation>{0}: ganha {1}; pague {2} ({3}).</translation>
    </message>
    <message>
        <source>One deck in a box, one cut card; every coup is dealt from a fresh shuffle ({0}).</source>
        <translation>Um baralho numa caixa, uma carta de corte; cada jogada é distribuída de um baralhar novo ({0}).</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks) ({1}).</source>
        <translation>Queime {0} (tantas cartas quantos os baralhos) ({1}).</translation>
    </message>
    <message>
        <source>{0} decks in a shoe, two cut cards: the second goes between the last {1} and {2} cards ({3}).</source>
        <translation>{0} baralhos num sapato, duas cartas de corte: a segunda vai entre as últimas {1} e {2} cartas ({3}).</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks), then {1} before every later coup ({2}).</source>
        <translation>Queime {0} (tantas cartas quantos os baralhos) e depois {1} antes de cada jogada seguinte ({2}).</translation>
    </message>
    <message>
        <source>Deal three cards face down to each hand, clockwise: {0}, the banker last ({1}).</source>
        <translation>Distribua três cartas viradas para baixo a cada mão, no sentido dos ponteiros do relógio: {0}, a banca em último ({1}).</translation>
    </message>
    <message>
        <source>First take the losing bets, in the table&apos;s order:</source>
        <translation>Primeiro recolha as apostas perdedoras, pela ordem da mesa:</translation>
    </message>
    <message>
        <source>Then pay the winners, in the table&apos;s order:</source>
        <translation>Depois pague as vencedoras, pela ordem da mesa:</translation>
    </message>
    <message>
        <source>These bets stand, neither taken nor paid:</source>
        <translation>Estas apostas ficam, nem recolhidas nem pagas:</translation>
    </message>
    <message>
        <source>the house wins {0}</source>
        <translation>a casa ganha {0}</translation>
    </message>
    <message>
        <source>the house loses {0}</source>
        <translation>a casa perde {0}</translation>
    </message>
    <message>
        <source>Taken {0}; paid {1} after {2} commission: {3}.</source>
        <translation>Recolhido {0}; pago {1} depois de {2} de comissão: {3}.</translation>
    </message>
    <message>
        <source>Coup {0}: {1}</source>
        <translation>Jogada {0}: {1}</translation>
    </message>
    <message>
        <source>{0} decks, {1} cards: the cut card goes in {2} cards from the end ({3}).</source>
        <translation>{0} baralhos, {1} cartas: a carta de corte fica a {2} cartas do fim ({3}).</translation>
    </message>
    <message>
        <source>The cut card comes out in coup {0} ({1}):</source>
        <translation>A carta de corte sai na jogada {0} ({1}):</translation>
    </message>
    <message>
        <source>Reading “one more coup”: finish coup {0}, deal coup {1}, the last, then reshuffle ({2}).</source>
        <translation>Leitura «mais uma jogada»: termine a jogada {0}, distribua a jogada {1}, a última, e depois baralhe ({2}).</translation>
    </message>
    <message>
        <source>Reading “this coup is last”: coup {0} is the last; reshuffle after it ({1}).</source>
        <translation>Leitura «esta jogada é a última»: a jogada {0} é a última; baralhe depois dela ({1}).</translation>
    </message>
    <message>
        <source>The first card counts {0}: burn {1} more cards ({2}).</source>
        <translation>A primeira carta vale {0}: queime mais {1} cartas ({2}).</translation>
    </message>
    <message>
        <source>{0} decks in the shoe: burn {1} cards ({2}).</source>
        <translation>{0} baralhos no sapato: queime {1} cartas ({2}).</translation>
    </message>
    <message>
        <source>The house&apos;s fixed number: burn {0} cards ({1}).</source>
        <translation>O número fixo da casa: queime {0} cartas ({1}).</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tirar carta</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Ficar</translation>
    </message>
    <message>
        <source>Yes, a pair</source>
        <translation>Sim, um par</translation>
    </message>
    <message>
        <source>No pair</source>
        <translation>Sem par</translation>
    </message>
    <message>
        <source>The door wins</source>
        <translation>A porta ganha</translation>
    </message>
    <message>
        <source>The door loses</source>
        <translation>A porta perde</translation>
    </message>
    <message>
        <source>Odd wins</source>
        <translation>Ganha o ímpar</translation>
    </message>
    <message>
        <source>Even wins</source>
        <translation>Ganha o par</translation>
    </message>
    <message>
        <source>Tie: the odd and even bets stand</source>
        <translation>Empate: as apostas em ímpar e par ficam</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartas</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>Jogada {0}</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}. Does the Player draw?</source>
        <translation>Ponto {0}, Banca {1}. O Ponto tira carta?</translation>
    </message>
    <message>
        <source>Banker {0}, the Player stood. Draw or stand?</source>
        <translation>Banca {0}, o Ponto ficou. Tira ou fica?</translation>
    </message>
    <message>
        <source>Banker {0}, the Player&apos;s third card is worth {1}. Draw or stand?</source>
        <translation>Banca {0}, a terceira carta do Ponto vale {1}. Tira ou fica?</translation>
    </message>
    <message>
        <source>A hand holds {0}. What is its total?</source>
        <translation>Uma mão tem {0}. Qual é o total?</translation>
    </message>
    <message>
        <source>The cards come out {0}. What is the result?</source>
        <translation>As cartas saem {0}. Qual é o resultado?</translation>
    </message>
    <message>
        <source>A hand&apos;s first two cards are {0}. Is it a pair?</source>
        <translation>As duas primeiras cartas de uma mão são {0}. É um par?</translation>
    </message>
    <message>
        <source>Name this Sam Kong hand: {0}.</source>
        <translation>Diga o nível desta mão de Sam Kong: {0}.</translation>
    </message>
    <message>
        <source>The door holds {0} and the banker holds {1}. What is the door&apos;s result?</source>
        <translation>A porta tem {0} e a banca tem {1}. Qual é o resultado da porta?</translation>
    </message>
    <message>
        <source>The Sam Kong banker holds {0}. Which bet wins?</source>
        <translation>A banca do Sam Kong tem {0}. Que aposta ganha?</translation>
    </message>
    <message>
        <source>The house burns by option (b). The first card is {0}. How many more cards do you burn?</source>
        <translation>A casa queima pela opção (b). A primeira carta é {0}. Quantas cartas mais queima?</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “one more coup”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>A sua casa lê o art. 3 como «mais uma jogada». A carta de corte sai durante a jogada {0}. Qual é a última jogada?</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “this coup is last”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>A sua casa lê o art. 3 como «esta jogada é a última». A carta de corte sai durante a jogada {0}. Qual é a última jogada?</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>Tecla {0}</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ Certo</translation>
    </message>
    <message>
        <source>✗ Not right</source>
        <translation>✗ Não está certo</translation>
    </message>
    <message>
        <source>✗ Not answered</source>
        <translation>✗ Sem resposta</translation>
    </message>
    <message>
        <source>— read {0} again.</source>
        <translation>— leia de novo {0}.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verificação</translation>
    </message>
    <message>
        <source>Answer each question with the key beside its choice; an answer given is final. Enter checks your answers. Every answer right passes the lesson.</source>
        <translation>Responda a cada pergunta com a tecla ao lado da escolha; uma resposta dada é definitiva. Enter verifica as respostas. Todas certas passam a lição.</translation>
    </message>
    <message>
        <source>{0} of {1} right. Read the rules marked ✗ again, then press Enter for a fresh check: new questions on the same rules.</source>
        <translation>{0} de {1} certas. Volte a ler as regras marcadas com ✗ e prima Enter para uma verificação nova: perguntas novas sobre as mesmas regras.</translation>
    </message>
    <message>
        <source>Fresh check  [Enter]</source>
        <translation>Verificação nova  [Enter]</translation>
    </message>
    <message>
        <source>The matching drill: {0}.</source>
        <translation>O exercício correspondente: {0}.</translation>
    </message>
    <message>
        <source>▶ Your keys answer this question</source>
        <translation>▶ As suas teclas respondem a esta pergunta</translation>
    </message>
    <message>
        <source>Check my answers  [Enter]</source>
        <translation>Verificar as respostas  [Enter]</translation>
    </message>
    <message>
        <source>Practise this in the drill  [Ctrl+D]</source>
        <translation>Praticar isto no exercício  [Ctrl+D]</translation>
    </message>
    <message>
        <source>Passed: all {0} answers are right. Your progress is saved.</source>
        <translation>Passou: as {0} respostas estão todas certas. O seu progresso está guardado.</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Exemplo resolvido</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>queimar {0}</translation>
    </message>
    <message>
        <source>This lesson is not available in {0} yet, so it is shown in English.</source>
        <translation>Esta lição ainda não está disponível em {0}, por isso é mostrada em inglês.</translation>
    </message>
    <message>
        <source>{0} · lesson {1} · {2} · rules: {3}</source>
        <translation>{0} · lição {1} · {2} · regras: {3}</translation>
    </message>
    <message>
        <source>This lesson file could not be loaded</source>
        <translation>Não foi possível carregar este ficheiro de lição</translation>
    </message>
    <message>
        <source>The other lessons are not affected. Whoever edits the lessons can fix the file with lessons/README.md.</source>
        <translation>As outras lições não são afetadas. Quem edita as lições pode corrigir o ficheiro com lessons/README.md.</translation>
    </message>
    <message>
        <source>there are no lessons in this language yet (folder {0} is missing)</source>
        <translation>ainda não há lições nesta língua (falta a pasta {0})</translation>
    </message>
    <message>
        <source>the worked examples file is missing</source>
        <translation>falta o ficheiro dos exemplos resolvidos</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>não é possível ler o ficheiro</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>o ficheiro não é texto UTF-8</translation>
    </message>
    <message>
        <source>this lesson is missing in a translation</source>
        <translation>esta lição falta numa tradução</translation>
    </message>
    <message>
        <source>the translation is out of date with the English lesson: {0}</source>
        <translation>a tradução está desatualizada em relação à lição em inglês: {0}</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, linha {1}: {2}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0} (English)</source>
        <translation>{0} (inglês)</translation>
    </message>
    <message>
        <source>Could not be loaded</source>
        <translation>Não foi possível carregar</translation>
    </message>
    <message>
        <source>Some lesson files have errors; the other lessons load normally:</source>
        <translation>Alguns ficheiros de lições têm erros; as outras lições carregam normalmente:</translation>
    </message>
    <message>
        <source>… and {0} more (see the list).</source>
        <translation>… e mais {0} (ver a lista).</translation>
    </message>
</context>
<context>
    <name>LessonsScreen</name>
    <message>
        <source>Your lesson progress could not be read or saved: {0}</source>
        <translation>Não foi possível ler ou guardar o seu progresso nas lições: {0}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>○ not opened   ◐ opened   ✓ check passed</source>
        <translation>○ não aberta   ◐ aberta   ✓ verificação passada</translation>
    </message>
    <message>
        <source>↑ ↓ choose a lesson · PgUp PgDn read it · Enter go to its check · Ctrl+D practise it in the drill · Esc home</source>
        <translation>↑ ↓ escolher uma lição · PgUp PgDn lê-la · Enter ir à verificação · Ctrl+D praticá-la no exercício · Esc início</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Texto da lição</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice</source>
        <translation>Praticar</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Painel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Ficheiro</translation>
    </message>
    <message>
        <source>&amp;Sign out</source>
        <translation>Terminar &amp;sessão</translation>
    </message>
    <message>
        <source>&amp;Back up database…</source>
        <translation>&amp;Cópia de segurança da base de dados…</translation>
    </message>
    <message>
        <source>&amp;Restore database…</source>
        <translation>&amp;Restaurar base de dados…</translation>
    </message>
    <message>
        <source>&amp;Move school to another database…</source>
        <translation>&amp;Mudar a escola para outra base de dados…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Idi&amp;oma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;About Dealer Trainer</source>
        <translation>&amp;Acerca do Dealer Trainer</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Sessão não iniciada</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Formador</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>Vigilante</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Signed in: {0} ({1})</source>
        <translation>Sessão iniciada: {0} ({1})</translation>
    </message>
    <message>
        <source>Your PIN is changed.</source>
        <translation>O seu PIN foi alterado.</translation>
    </message>
    <message>
        <source>Your password is changed.</source>
        <translation>A sua palavra-passe foi alterada.</translation>
    </message>
    <message>
        <source>About Dealer Trainer</source>
        <translation>Acerca do Dealer Trainer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dealer Trainer {0}&lt;/h3&gt;&lt;p&gt;Training for Macau baccarat and Sam Kong dealers: draw decisions, calling the coup, HKD commission and payouts, Sam Kong levels and shoe procedure, graded by the rules of the Macau regulations.&lt;/p&gt;&lt;p&gt;Database: {1}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dealer Trainer {0}&lt;/h3&gt;&lt;p&gt;Formação para croupiers de bacará e de Sam Kong de Macau: decisões de tirar carta, anúncio da jogada, comissão e pagamentos em HKD, níveis do Sam Kong e procedimento do sapato, avaliados pelas regras dos regulamentos de Macau.&lt;/p&gt;&lt;p&gt;Base de dados: {1}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MistakeRow</name>
    <message>
        <source>Door {0}</source>
        <translation>Porta {0}</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>tempo esgotado</translation>
    </message>
    <message>
        <source>&lt;b&gt;You answered&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Respondeu&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right answer&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Resposta certa&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>Open full size</source>
        <translation>Abrir em tamanho real</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <source>Move {0} ({1})</source>
        <translation>Mudar {0} ({1}) de turma</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>(sem turma)</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>&amp;Turma</translation>
    </message>
</context>
<context>
    <name>MoveSchoolDialog</name>
    <message>
        <source>Move the school</source>
        <translation>Mudar a escola</translation>
    </message>
    <message>
        <source>Every account, answer, exam, seal and audit row is copied into an empty database (a PostgreSQL server for several desks) and checked there. This database stays as it is.</source>
        <translation>Todas as contas, respostas, exames, selos e registos de auditoria são copiados para uma base de dados vazia (um servidor PostgreSQL para vários postos) e verificados lá. Esta base de dados fica como está.</translation>
    </message>
    <message>
        <source>&amp;New database</source>
        <translation>&amp;Nova base de dados</translation>
    </message>
    <message>
        <source>Your &amp;password</source>
        <translation>A sua &amp;palavra-passe</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mudar</translation>
    </message>
    <message>
        <source>Type the address (URL) of the new, empty database.</source>
        <translation>Escreva o endereço (URL) da nova base de dados, vazia.</translation>
    </message>
    <message>
        <source>Type your password: it opens the school&apos;s seal key, to check every seal on the new database.</source>
        <translation>Escreva a sua palavra-passe: ela abre a chave de selo da escola, para verificar todos os selos na nova base de dados.</translation>
    </message>
    <message>
        <source>School moved</source>
        <translation>Escola mudada</translation>
    </message>
    <message>
        <source>The school was copied to {0} and checked there: {1} accounts, {2} practice answers, {3} exam sittings and {4} audit rows, every seal as here.

This desk still uses {5}. Point every desk at the new database (DEALER_TRAINER_DB, see the README) and start them again.</source>
        <translation>A escola foi copiada para {0} e verificada lá: {1} contas, {2} respostas de prática, {3} exames e {4} registos de auditoria, todos os selos como aqui.

Este posto continua a usar {5}. Aponte todos os postos para a nova base de dados (DEALER_TRAINER_DB, ver o README) e reinicie-os.</translation>
    </message>
    <message>
        <source>That database already holds a school ({0} accounts). A move never merges two schools: give an empty database.</source>
        <translation>Essa base de dados já tem uma escola ({0} contas). Uma mudança nunca junta duas escolas: indique uma base de dados vazia.</translation>
    </message>
    <message>
        <source>That database is not empty ({0} rows in {1}). Give an empty database.</source>
        <translation>Essa base de dados não está vazia ({0} linhas em {1}). Indique uma base de dados vazia.</translation>
    </message>
    <message>
        <source>That is not your password: the school&apos;s seal key does not open with it. Nothing was copied.</source>
        <translation>Essa não é a sua palavra-passe: a chave de selo da escola não abre com ela. Nada foi copiado.</translation>
    </message>
    <message>
        <source>That is the database in use. Give a new, empty one.</source>
        <translation>Essa é a base de dados em uso. Indique uma nova, vazia.</translation>
    </message>
    <message>
        <source>The copy did not check out (in {0}). Do not use the new database; this one is unchanged.</source>
        <translation>A cópia não confere (em {0}). Não use a nova base de dados; esta não foi alterada.</translation>
    </message>
    <message>
        <source>That is not a database address. Write it as postgresql+psycopg://user@server/database.</source>
        <translation>Isso não é um endereço de base de dados. Escreva-o como postgresql+psycopg://utilizador@servidor/base.</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>≤{0}% wrong</source>
        <comment>legend: error rate up to</comment>
        <translation>≤{0}% erradas</translation>
    </message>
    <message>
        <source>≤{0}%</source>
        <comment>legend: error rate up to</comment>
        <translation>≤{0}%</translation>
    </message>
    <message>
        <source>&gt;{0}%</source>
        <comment>legend: error rate above</comment>
        <translation>&gt;{0}%</translation>
    </message>
    <message>
        <source>Banker decisions off the map (0-2, 7, Player stood, naturals): {0} wrong of {1}.</source>
        <translation>Decisões da Banca fora do mapa (0-2, 7, Ponto sem carta, naturais): {0} erradas em {1}.</translation>
    </message>
    <message>
        <source>Right answers in a row: best {0}.</source>
        <translation>Respostas certas seguidas: melhor série {0}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between streak milestones</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <comment>a streak milestone and the day it was first reached</comment>
        <translation>{0} em {1}</translation>
    </message>
    <message>
        <source>Milestones: {0}.</source>
        <translation>Marcos: {0}.</translation>
    </message>
    <message>
        <source>Next: {0} in a row.</source>
        <translation>Próximo: {0} seguidas.</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>Terceira carta do Ponto {0}</translation>
    </message>
    <message>
        <source>Banker draws</source>
        <translation>a Banca tira carta</translation>
    </message>
    <message>
        <source>Banker stands</source>
        <translation>a Banca não tira</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({2}): no answers yet</source>
        <translation>Banca {0}, {1} ({2}): ainda sem respostas</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({5}): {2} wrong of {3} ({4}%)</source>
        <translation>Banca {0}, {1} ({5}): {2} erradas em {3} ({4}%)</translation>
    </message>
    <message>
        <source>{0} named {1}: {2} times of {3}</source>
        <translation>{0} indicado como {1}: {2} vezes em {3}</translation>
    </message>
</context>
<context>
    <name>PassMarkDialog</name>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <source>At least this share &amp;right:</source>
        <translation>Pelo menos esta parte &amp;certa:</translation>
    </message>
    <message>
        <source>&amp;Median answer time under:</source>
        <translation>Tempo &amp;mediano de resposta abaixo de:</translation>
    </message>
</context>
<context>
    <name>PayoutPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>Porta {0}</translation>
    </message>
    <message>
        <source>Pay (HK$, 0 if taken or it stays)</source>
        <translation>Pagar (HK$, 0 se recolhida ou se fica)</translation>
    </message>
    <message>
        <source>Commission (HK$, empty if none)</source>
        <translation>Comissão (HK$, vazio se não houver)</translation>
    </message>
    <message>
        <source>Settle  [Enter]</source>
        <translation>Liquidar  [Enter]</translation>
    </message>
    <message>
        <source>Chips for that payout, as few as possible, in one row: the key of each chip (under it), count x key for several, e.g. 2x1k 3x100 50. Enter settles.</source>
        <translation>Fichas desse pagamento, o menor número possível, numa linha: a tecla de cada ficha (por baixo dela), quantidade x tecla para várias, p. ex. 2x1k 3x100 50. Enter liquida.</translation>
    </message>
    <message>
        <source>Seat {0}: {1} {2}</source>
        <translation>Lugar {0}: {1} {2}</translation>
    </message>
    <message>
        <source>Table: {0}</source>
        <translation>Mesa: {0}</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type the payout and commission, Enter, then its chips.</source>
        <translation>Liquide o lugar {0}: {1} {2}. Escreva o pagamento e a comissão, Enter, e depois as fichas.</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type what you pay out and the commission, then Enter.</source>
        <translation>Liquide o lugar {0}: {1} {2}. Escreva o que paga e a comissão, depois Enter.</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} a {1}</translation>
    </message>
    <message>
        <source>no commission, a Banker 6 pays 1:2</source>
        <translation>sem comissão, a Banca com 6 paga 1:2</translation>
    </message>
    <message>
        <source>no commission</source>
        <translation>sem comissão</translation>
    </message>
    <message>
        <source>{0}% marked in the commission box</source>
        <translation>{0}% marcados na caixa de comissões</translation>
    </message>
    <message>
        <source>{0}% deducted at payout</source>
        <translation>{0}% descontados no pagamento</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>Escreva as fichas que paga, p. ex. 2x1k 3x100 50, e depois Enter.</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its keys are under its chips.</source>
        <translation>{0}: esta mesa não tem fichas de {1}. As teclas estão por baixo das fichas.</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}: não é uma ficha. Escreva a tecla de uma ficha (p. ex. 100, 1k), ou quantidade x tecla (p. ex. 3x100).</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>Fichas de {0}: são mais fichas do que qualquer pagamento precisa.</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message>
        <source>All coups</source>
        <translation>Todas as jogadas</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>Casos difíceis</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>Só naturais</translation>
    </message>
    <message>
        <source>Due reviews could not be read ({0}).</source>
        <translation>Não foi possível ler as revisões pendentes ({0}).</translation>
    </message>
    <message>
        <source>Due for review now, all drills: {0}. The drills come mixed, the most overdue first.</source>
        <translation>Para rever agora, todos os exercícios: {0}. Os exercícios vêm misturados, os mais atrasados primeiro.</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>Per&amp;guntas</translation>
    </message>
    <message>
        <source>Due for review now: {0}.</source>
        <translation>Para rever agora: {0}.</translation>
    </message>
    <message>
        <source>No weak spots recorded yet for this drill.</source>
        <translation>Ainda não há pontos fracos registados neste exercício.</translation>
    </message>
    <message>
        <source>Weak spot: {0} — {1} wrong out of {2}.</source>
        <translation>Ponto fraco: {0} — {1} erradas em {2}.</translation>
    </message>
    <message>
        <source>The database cannot be reached: the session did not start. Press Start again when it is back.</source>
        <translation>Não é possível aceder à base de dados: a sessão não começou. Prima Começar de novo quando voltar.</translation>
    </message>
    <message>
        <source>The database could not start the session: press Start again, or ask an instructor if it goes on.</source>
        <translation>A base de dados não conseguiu começar a sessão: prima Começar de novo, ou fale com um instrutor se continuar.</translation>
    </message>
    <message>
        <source>All drills — due reviews: {0}</source>
        <translation>Todos os exercícios — revisões pendentes: {0}</translation>
    </message>
    <message>
        <source>Question {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>Pergunta {0} · respondidas {1} · certas {2} · mediana {3} · sequência {4}</translation>
    </message>
    <message>
        <source>Deal {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>Jogada {0} · respondidas {1} · certas {2} · mediana {3} · sequência {4}</translation>
    </message>
    <message>
        <source>No answers this time: nothing was recorded.</source>
        <translation>Nenhuma resposta desta vez: nada foi registado.</translation>
    </message>
    <message>
        <source>Slowest</source>
        <translation>Mais lentas</translation>
    </message>
    <message>
        <source>Mistakes to review</source>
        <translation>Erros a rever</translation>
    </message>
    <message>
        <source>Mistake {0}</source>
        <translation>Erro {0}</translation>
    </message>
    <message>
        <source>That table profile is no longer there: pick another table.</source>
        <translation>Esse perfil de mesa já não existe: escolha outra mesa.</translation>
    </message>
    <message>
        <source>This table&apos;s limits leave no deal the drill can build: pick another table, or ask an instructor to check its profile.</source>
        <translation>Os limites desta mesa não deixam o exercício criar nenhuma jogada: escolha outra mesa ou peça a um formador que verifique o seu perfil.</translation>
    </message>
    <message>
        <source>The school server cannot be reached: your answer was not saved yet. It is sent again by itself when the server answers.</source>
        <translation>Não é possível contactar o servidor da escola: a sua resposta ainda não foi guardada. É enviada de novo automaticamente quando o servidor responder.</translation>
    </message>
    <message>
        <source>The database cannot be reached: your answer was not saved.</source>
        <translation>Não é possível aceder à base de dados: a sua resposta não foi guardada.</translation>
    </message>
    <message>
        <source>{0} Your answer was not saved.</source>
        <translation>{0} A sua resposta não foi guardada.</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it): your answer was not saved yet.</source>
        <translation>A base de dados está ocupada (outro programa está a escrever nela): a sua resposta ainda não foi guardada.</translation>
    </message>
    <message>
        <source>The database file cannot be written (no permission, or the disk is full): your answer was not saved.</source>
        <translation>Não é possível escrever no ficheiro da base de dados (sem permissão, ou o disco está cheio): a sua resposta não foi guardada.</translation>
    </message>
    <message>
        <source>The database could not save your answer.</source>
        <translation>A base de dados não conseguiu guardar a sua resposta.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>&amp;Finish the session</source>
        <translation>&amp;Terminar a sessão</translation>
    </message>
    <message>
        <source>Answer not saved</source>
        <translation>Resposta não guardada</translation>
    </message>
    <message>
        <source>The session is paused and its clock stopped. Retry sends the same answer again; Finish ends the session (answers saved so far are kept).</source>
        <translation>A sessão está em pausa e o relógio parado. «Tentar de novo» envia outra vez a mesma resposta; «Terminar» encerra a sessão (as respostas já guardadas mantêm-se).</translation>
    </message>
    <message>
        <source>All drills — due reviews</source>
        <translation>Todos os exercícios — revisões pendentes</translation>
    </message>
    <message>
        <source>All drills: due reviews</source>
        <translation>Todos os exercícios: revisões pendentes</translation>
    </message>
    <message>
        <source>&amp;Review due items</source>
        <translation>&amp;Rever os itens pendentes</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Praticar</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>Jo&amp;gadas</translation>
    </message>
    <message>
        <source>Due reviews first</source>
        <translation>Primeiro as revisões pendentes</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{0}&lt;/b&gt; answers, &lt;b&gt;{1}&lt;/b&gt; right (&lt;b&gt;{2}&lt;/b&gt;), median time &lt;b&gt;{3}&lt;/b&gt;, best streak &lt;b&gt;{4}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{0}&lt;/b&gt; respostas, &lt;b&gt;{1}&lt;/b&gt; certas (&lt;b&gt;{2}&lt;/b&gt;), tempo mediano &lt;b&gt;{3}&lt;/b&gt;, melhor sequência &lt;b&gt;{4}&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{0} — due reviews</source>
        <translation>{0} — revisões pendentes</translation>
    </message>
    <message>
        <source>Session summary — due reviews</source>
        <translation>Resumo da sessão — revisões pendentes</translation>
    </message>
    <message>
        <source>Or &amp;minutes (0 = off)</source>
        <translation>Ou &amp;minutos (0 = desligado)</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>&amp;Nível</translation>
    </message>
    <message>
        <source>&amp;Timed</source>
        <translation>Com &amp;tempo</translation>
    </message>
    <message>
        <source>&amp;Seconds per answer</source>
        <translation>&amp;Segundos por resposta</translation>
    </message>
    <message>
        <source>Start  [Enter]</source>
        <translation>Começar  [Enter]</translation>
    </message>
    <message>
        <source>Table &amp;profile</source>
        <translation>&amp;Perfil de mesa</translation>
    </message>
    <message>
        <source>Any table (a different one each deal)</source>
        <translation>Qualquer mesa (uma diferente em cada jogada)</translation>
    </message>
    <message>
        <source>Chip &amp;breakdown</source>
        <translation>Composição em fic&amp;has</translation>
    </message>
    <message>
        <source>Also ask the fewest chips for each payout</source>
        <translation>Perguntar também as menos fichas para cada pagamento</translation>
    </message>
    <message>
        <source>After a right &amp;answer</source>
        <translation>Após uma resposta &amp;certa</translation>
    </message>
    <message>
        <source>Pause to review it too (wrong answers always pause)</source>
        <translation>Parar para a rever também (as erradas param sempre)</translation>
    </message>
    <message>
        <source>Next  [Enter]</source>
        <translation>Seguinte  [Enter]</translation>
    </message>
    <message>
        <source>About the previous hand:</source>
        <translation>Sobre a mão anterior:</translation>
    </message>
    <message>
        <source>Finish  [Ctrl+E]</source>
        <translation>Terminar  [Ctrl+E]</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Resumo da sessão</translation>
    </message>
    <message>
        <source>Revie&amp;w due items</source>
        <translation>Re&amp;ver os itens pendentes</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;De novo</translation>
    </message>
    <message>
        <source>&amp;Back to drills</source>
        <translation>&amp;Voltar aos exercícios</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message>
        <source>you miss Banker {0} against a third card of {1}</source>
        <translation>falha a Banca com {0} contra uma terceira carta de {1}</translation>
    </message>
    <message>
        <source>you miss Banker {0} when the Player stood</source>
        <translation>falha a Banca com {0} quando o Ponto ficou</translation>
    </message>
    <message>
        <source>you miss the Player&apos;s decision on {0}</source>
        <translation>falha a decisão do Ponto com {0}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ponto</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>you miss the {0} natural {1}</source>
        <translation>falha o natural {1} do {0}</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>empates</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>pares</translation>
    </message>
    <message>
        <source>naturals</source>
        <translation>naturais</translation>
    </message>
    <message>
        <source>coups where both hands drew</source>
        <translation>jogadas em que as duas mãos tiraram carta</translation>
    </message>
    <message>
        <source>coups where one hand drew</source>
        <translation>jogadas em que só uma mão tirou carta</translation>
    </message>
    <message>
        <source>coups where neither hand drew</source>
        <translation>jogadas em que nenhuma mão tirou carta</translation>
    </message>
    <message>
        <source>you miss calling {0}</source>
        <translation>falha a anunciar {0}</translation>
    </message>
    <message>
        <source>you miss paying winning {0} bets</source>
        <translation>falha a pagar apostas {0} vencedoras</translation>
    </message>
    <message>
        <source>you miss taking losing {0} bets</source>
        <translation>falha a recolher apostas {0} perdedoras</translation>
    </message>
    <message>
        <source>you miss {0} bets that stand</source>
        <translation>falha as apostas {0} que ficam</translation>
    </message>
    <message>
        <source>you miss {0} bets</source>
        <translation>falha as apostas {0}</translation>
    </message>
    <message>
        <source>you miss the level {0}</source>
        <translation>falha o nível {0}</translation>
    </message>
    <message>
        <source>a door that ties the banker</source>
        <translation>uma porta que empata com a banca</translation>
    </message>
    <message>
        <source>三公 hands</source>
        <translation>mãos 三公</translation>
    </message>
    <message>
        <source>equal points decided by faces</source>
        <translation>pontos iguais decididos pelas figuras</translation>
    </message>
    <message>
        <source>plain wins and losses</source>
        <translation>ganhos e perdas simples</translation>
    </message>
    <message>
        <source>you miss door results with {0}</source>
        <translation>falha os resultados das portas com {0}</translation>
    </message>
    <message>
        <source>you miss the shoe question: {0}</source>
        <translation>falha a pergunta do sapato: {0}</translation>
    </message>
    <message>
        <source>burning by the first card</source>
        <translation>queimar pela primeira carta</translation>
    </message>
    <message>
        <source>burning one card per deck</source>
        <translation>queimar uma carta por baralho</translation>
    </message>
    <message>
        <source>a fixed burn</source>
        <translation>uma queima fixa</translation>
    </message>
    <message>
        <source>where the cut card goes</source>
        <translation>onde fica a carta de corte</translation>
    </message>
    <message>
        <source>the Sam Kong second cut</source>
        <translation>o segundo corte do Sam Kong</translation>
    </message>
    <message>
        <source>the last coup</source>
        <translation>a última jogada</translation>
    </message>
    <message>
        <source>demonstration coups</source>
        <translation>jogadas de demonstração</translation>
    </message>
    <message>
        <source>an exposed card</source>
        <translation>uma carta exposta</translation>
    </message>
    <message>
        <source>a misdeal</source>
        <translation>um erro de distribuição</translation>
    </message>
    <message>
        <source>the Sam Kong burn</source>
        <translation>a queima do Sam Kong</translation>
    </message>
</context>
<context>
    <name>ProctorConsole</name>
    <message>
        <source>Add time</source>
        <translation>Acrescentar tempo</translation>
    </message>
    <message>
        <source>Add {0} min to the sitting of {1} ({2})?</source>
        <translation>Acrescentar {0} min à prova de {1} ({2})?</translation>
    </message>
    <message>
        <source>Reason: {2}

It then has {0} min added in all (at most {1} min per sitting). The grant and its reason are sealed and recorded with your name and this desk.</source>
        <translation>Motivo: {2}

Fica com {0} min acrescentados no total (no máximo {1} min por prova). O acréscimo e o seu motivo são selados e registados com o seu nome e este posto.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Void sitting</source>
        <translation>Anular a prova</translation>
    </message>
    <message>
        <source>Void the sitting of {0} ({1})?</source>
        <translation>Anular a prova de {0} ({1})?</translation>
    </message>
    <message>
        <source>Reason: {0}

The sitting ends now and never counts. Is the attempt given back (an equipment fault: the trainee may sit again) or used (misconduct: it counts as one of the trainee&apos;s attempts)? The choice is sealed and recorded with your name and this desk.</source>
        <translation>Motivo: {0}

A prova termina agora e nunca conta. A tentativa é devolvida (uma avaria do equipamento: o formando pode repetir) ou fica usada (má conduta: conta como uma das tentativas do formando)? A escolha é selada e registada com o seu nome e este posto.</translation>
    </message>
    <message>
        <source>&amp;Give the attempt back</source>
        <translation>De&amp;volver a tentativa</translation>
    </message>
    <message>
        <source>Attempt &amp;used</source>
        <translation>Tentativa &amp;usada</translation>
    </message>
    <message numerus="yes">
        <source>Running sittings: %n</source>
        <translation>
            <numerusform>Provas a decorrer: %n</numerusform>
            <numerusform>Provas a decorrer: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>desks not responding: %n</source>
        <translation>
            <numerusform>posto sem resposta: %n</numerusform>
            <numerusform>postos sem resposta: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a running sitting first.</source>
        <translation>Escolha primeiro uma prova a decorrer.</translation>
    </message>
    <message>
        <source>{0} min added to the sitting of {1}.</source>
        <translation>Acrescentados {0} min à prova de {1}.</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt was given back.</source>
        <translation>A prova de {0} foi anulada; a tentativa foi devolvida.</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt is used.</source>
        <translation>A prova de {0} foi anulada; a tentativa fica usada.</translation>
    </message>
    <message>
        <source>R&amp;eason:</source>
        <translation>Mo&amp;tivo:</translation>
    </message>
    <message>
        <source>Required: why time is added, or why the sitting is voided</source>
        <translation>Obrigatório: porque se acrescenta tempo, ou porque se anula a prova</translation>
    </message>
    <message>
        <source>No time was added.</source>
        <translation>Não foi acrescentado tempo.</translation>
    </message>
    <message>
        <source>The sitting was not voided.</source>
        <translation>A prova não foi anulada.</translation>
    </message>
    <message>
        <source>Give a reason for the added time (Alt+E).</source>
        <translation>Indique o motivo do tempo acrescentado (Alt+E).</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (Alt+E).</source>
        <translation>Indique o motivo para anular a prova (Alt+E).</translation>
    </message>
    <message>
        <source>&amp;Minutes to add:</source>
        <translation>&amp;Minutos a acrescentar:</translation>
    </message>
    <message>
        <source>&amp;Add time</source>
        <translation>&amp;Acrescentar tempo</translation>
    </message>
    <message>
        <source>&amp;Void sitting</source>
        <translation>Anular a pro&amp;va</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>Atualizar (F5)</translation>
    </message>
    <message>
        <source>No sitting is running now.</source>
        <translation>Nenhuma prova está a decorrer agora.</translation>
    </message>
    <message>
        <source>Running sittings</source>
        <translation>Provas a decorrer</translation>
    </message>
</context>
<context>
    <name>ProctorDesk</name>
    <message>
        <source>Proctor: {0}</source>
        <translation>Vigilante: {0}</translation>
    </message>
    <message>
        <source>You run exam sittings. When a trainee asks for a sitting on their desk, it waits below: approve it here, on your own desk (your password is never typed at theirs). Below that, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>Conduz as provas de exame. Quando um formando pede uma prova no seu posto, o pedido espera aqui em baixo: aprove-o aqui, no seu próprio posto (a sua palavra-passe nunca é escrita no posto dele). Mais abaixo, todas as provas em curso: acrescente tempo a uma ou anule-a com um motivo. Os exames, as listas e os resultados ficam com os formadores.</translation>
    </message>
    <message>
        <source>You run exam sittings. At the trainee&apos;s desk, after the trainee has signed in and chosen the exam, type your sign-in name and password to start the sitting, or to resume one that was interrupted. Below, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>É vigilante de provas. No posto do formando, depois de ele entrar e escolher o exame, escreva o seu nome de acesso e a palavra-passe para iniciar a prova, ou para retomar uma que foi interrompida. Abaixo, todas as provas a decorrer: acrescente tempo a uma ou anule-a com um motivo. Os modelos, as listas e os resultados ficam com os instrutores.</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>por dia</translation>
    </message>
    <message>
        <source>per session</source>
        <translation>por sessão</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>E&amp;xercício:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Período:</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>A carregar…</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}, the whole cohort: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}, {2}, toda a turma: %Ln resposta, {1}% certas.</numerusform>
            <numerusform>{0}, {2}, toda a turma: %Ln respostas, {1}% certas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}: no practice recorded in this cohort.</source>
        <translation>{0}, {1}: ainda sem prática registada nesta turma.</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster for their own charts.</source>
        <translation>Escolha um formando na lista para ver os seus gráficos.</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}, {2}: %Ln resposta, {1}% certas.</numerusform>
            <numerusform>{0}, {2}: %Ln respostas, {1}% certas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice recorded in this period yet.</source>
        <translation>Ainda não há prática registada neste período.</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Player stood</source>
        <translation>O Ponto ficou</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>Relatório de progresso</translation>
    </message>
    <message>
        <source>Answers (all time)</source>
        <translation>Respostas (desde sempre)</translation>
    </message>
    <message>
        <source>Accuracy (all time)</source>
        <translation>Exatidão (desde sempre)</translation>
    </message>
    <message>
        <source>could not write {0}</source>
        <translation>não foi possível escrever {0}</translation>
    </message>
    <message>
        <source>Printed {0} (Macau time)</source>
        <translation>Impresso em {0} (hora de Macau)</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>Turma: {0}</translation>
    </message>
    <message>
        <source>Drills: {0} · Period: {1}</source>
        <translation>Exercícios: {0} · Período: {1}</translation>
    </message>
    <message>
        <source>Answers, accuracy, median (last {0} days)</source>
        <translation>Respostas, exatidão, mediana (últimos {0} dias)</translation>
    </message>
    <message>
        <source>Trend (last 7 days against the 7 before)</source>
        <translation>Tendência (últimos 7 dias face aos 7 anteriores)</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Última atividade</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicador</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>Por exercício</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercício</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Certas</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Dashed grey: the cohort average.</source>
        <translation>Tracejado cinzento: a média da turma.</translation>
    </message>
    <message>
        <source>Weakest draw decisions</source>
        <translation>Decisões de tirar carta mais fracas</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>Total da Banca</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>Terceira carta do Ponto</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Erradas</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Taxa de erro</translation>
    </message>
    <message>
        <source>Sam Kong level mix-ups</source>
        <translation>Confusões de níveis do Sam Kong</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>Nível certo</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Indicado</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Vezes</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <source>Payouts by size</source>
        <translation>Pagamentos por valor</translation>
    </message>
    <message>
        <source>Right payout (HK$)</source>
        <translation>Pagamento certo (HK$)</translation>
    </message>
    <message>
        <source>Of them: right amount, not the fewest chips</source>
        <translation>Destes: montante certo, fichas não mínimas</translation>
    </message>
    <message>
        <source>nothing paid</source>
        <translation>nada pago</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>Relatório da turma</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>(sem turma)</translation>
    </message>
    <message>
        <source>Answers: {0}, {1} right.</source>
        <translation>Respostas: {0}, {1} certas.</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>Exame: {0}</translation>
    </message>
    <message>
        <source>Median: answer time over the last {0} days; trend: accuracy of the last {1} days minus the {1} before, in points; active: the last day practised.</source>
        <translation>Mediana: tempo de resposta nos últimos {0} dias; tendência: exatidão dos últimos {1} dias menos a dos {1} anteriores, em pontos; atividade: o último dia de prática.</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Situação</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s); {0} ready against the pass mark.</source>
        <translation>
            <numerusform>%n formando; {0} pronto face à nota mínima.</numerusform>
            <numerusform>%n formandos; {0} prontos face à nota mínima.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Formandos</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Lista de formandos</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Exatidão</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendência</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Prontidão</translation>
    </message>
    <message>
        <source>The cohort over time</source>
        <translation>A turma ao longo do tempo</translation>
    </message>
    <message>
        <source>Weakest draw decisions of the cohort</source>
        <translation>Decisões de tirar carta mais fracas da turma</translation>
    </message>
    <message>
        <source>Sam Kong Table: steps</source>
        <translation>Mesa de Sam Kong: passos</translation>
    </message>
    <message>
        <source>Baccarat Table: steps</source>
        <translation>Mesa de bacará: passos</translation>
    </message>
    <message>
        <source>Table steps</source>
        <translation>Passos na Mesa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
</context>
<context>
    <name>ResetPinDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>Repor PIN: {0} ({1})</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>Novo PIN para {0} (nome de início de sessão {1}), 4 a 12 algarismos:</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>Novo &amp;PIN</translation>
    </message>
</context>
<context>
    <name>ResetSecretDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>Repor PIN: {0} ({1})</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>Novo PIN para {0} (nome de início de sessão {1}), de 4 a 12 algarismos:</translation>
    </message>
    <message>
        <source>Reset password: {0} ({1})</source>
        <translation>Repor palavra-passe: {0} ({1})</translation>
    </message>
    <message>
        <source>New password for {0} (sign-in name {1}), at least 6 characters. They keep their copy of the school&apos;s exam seal key.</source>
        <translation>Nova palavra-passe para {0} (nome de início de sessão {1}), com pelo menos 6 caracteres. Mantém a sua cópia da chave do selo dos exames da escola.</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>Novo &amp;PIN</translation>
    </message>
    <message>
        <source>New &amp;password</source>
        <translation>Nova &amp;palavra-passe</translation>
    </message>
    <message>
        <source>&amp;Repeat it</source>
        <translation>&amp;Repetir</translation>
    </message>
    <message>
        <source>The two differ: type it again.</source>
        <translation>As duas são diferentes: escreva de novo.</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>Result: {0}</source>
        <translation>Resultado: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}.</source>
        <translation>{0} de {1} certas ({2:.0f}%). {3}.</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}. A pass needs {4}% overall and every section at its pass mark.</source>
        <translation>{0} de {1} certas ({2:.0f}%). {3}. Para passar são precisos {4}% no total e a nota mínima de cada secção.</translation>
    </message>
    <message>
        <source>{0}% needed</source>
        <translation>{0}% necessários</translation>
    </message>
    <message>
        <source>This exam does not show which questions were missed.</source>
        <translation>Este exame não mostra que perguntas foram falhadas.</translation>
    </message>
    <message>
        <source>Missed questions</source>
        <translation>Perguntas falhadas</translation>
    </message>
    <message>
        <source>None: every question was answered right.</source>
        <translation>Nenhuma: todas as perguntas foram respondidas certas.</translation>
    </message>
    <message>
        <source>Question {0} ({1}, question {2} of its section)</source>
        <translation>Pergunta {0} ({1}, pergunta {2} da sua secção)</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Secção</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentativa</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Selo</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>conta</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificado</translation>
    </message>
    <message>
        <source>TAMPERED</source>
        <translation>ADULTERADO</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <source>The sitting that counts for this trainee&apos;s result in this exam (the exam&apos;s rule: latest, best or first pass).</source>
        <translation>A prova que conta para o resultado deste formando neste exame (a regra do exame: a mais recente, a melhor ou a primeira aprovação).</translation>
    </message>
    <message>
        <source>Records of this sitting were changed after they were sealed: open it to see which.</source>
        <translation>Os registos desta prova foram alterados depois de selados: abra-a para ver quais.</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>Todas as turmas</translation>
    </message>
    <message>
        <source>No cohorts yet: add trainees in Settings first.</source>
        <translation>Ainda não há turmas: acrescente primeiro formandos nas Definições.</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s).</source>
        <translation>
            <numerusform>%n prova.</numerusform>
            <numerusform>%n provas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with altered records (in red).</source>
        <translation>
            <numerusform>%n com registos alterados (a vermelho).</numerusform>
            <numerusform>%n com registos alterados (a vermelho).</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals not checked: sign in again to unlock the exam seal.</source>
        <translation>Selos não verificados: inicie sessão de novo para desbloquear o selo dos exames.</translation>
    </message>
    <message>
        <source>Export exam results</source>
        <translation>Exportar resultados dos exames</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export certifications for HR</source>
        <translation>Exportar certificações para os RH</translation>
    </message>
    <message>
        <source>School name</source>
        <translation>Nome da escola</translation>
    </message>
    <message>
        <source>The school&apos;s name, printed on every certificate:</source>
        <translation>O nome da escola, impresso em cada certificado:</translation>
    </message>
    <message>
        <source>Certificates are issued by: {0}</source>
        <translation>Os certificados são emitidos por: {0}</translation>
    </message>
    <message>
        <source>Certificates name no school yet: set the school&apos;s name.</source>
        <translation>Os certificados ainda não indicam escola: defina o nome da escola.</translation>
    </message>
    <message>
        <source>School key for HR, to check a certificate&apos;s QR code offline (fingerprint {0}):</source>
        <translation>Chave da escola para os RH verificarem o código QR de um certificado sem ligação (impressão digital {0}):</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>&amp;Turma:</translation>
    </message>
    <message>
        <source>&amp;Open sitting</source>
        <translation>&amp;Abrir prova</translation>
    </message>
    <message>
        <source>Export results CS&amp;V…</source>
        <translation>Exportar resultados CS&amp;V…</translation>
    </message>
    <message>
        <source>Certif&amp;ications for HR…</source>
        <translation>Certificações para R&amp;H…</translation>
    </message>
    <message>
        <source>Chec&amp;k a certificate…</source>
        <translation>Verificar um &amp;certificado…</translation>
    </message>
    <message>
        <source>School &amp;name…</source>
        <translation>&amp;Nome da escola…</translation>
    </message>
</context>
<context>
    <name>RetakeDialog</name>
    <message>
        <source>Grant a retake</source>
        <translation>Conceder uma repetição</translation>
    </message>
    <message>
        <source>Give {0} one more attempt at {1}?</source>
        <translation>Dar a {0} mais uma tentativa em {1}?</translation>
    </message>
    <message>
        <source>{0} passed on {1}; a retake can lower or replace the result. Reason:</source>
        <translation>{0} passou em {1}; uma repetição pode baixar ou substituir o resultado. Motivo:</translation>
    </message>
    <message>
        <source>Why (optional), e.g. ill on the day</source>
        <translation>Porquê (opcional), p. ex. doente no dia</translation>
    </message>
    <message>
        <source>Reason (required), e.g. the exam was marked wrongly</source>
        <translation>Motivo (obrigatório), p. ex. o exame foi mal corrigido</translation>
    </message>
    <message>
        <source>Grant retake</source>
        <translation>Conceder repetição</translation>
    </message>
</context>
<context>
    <name>RetakeGrantsDialog</name>
    <message>
        <source>Retake grants</source>
        <translation>Repetições concedidas</translation>
    </message>
    <message>
        <source>Retakes granted to {0} ({1}) for {2}:</source>
        <translation>Repetições concedidas a {0} ({1}) em {2}:</translation>
    </message>
    <message>
        <source>Granted</source>
        <translation>Concedida</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Selo</translation>
    </message>
    <message>
        <source>Why it is revoked (optional)</source>
        <translation>Porque é revogada (opcional)</translation>
    </message>
    <message>
        <source>&amp;Revoke grant</source>
        <translation>&amp;Revogar concessão</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificado</translation>
    </message>
    <message>
        <source>SEAL FAILED: not counted</source>
        <translation>SELO FALHOU: não conta</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <source>No retake has been granted.</source>
        <translation>Não foi concedida nenhuma repetição.</translation>
    </message>
    <message>
        <source>The retake granted on {0} was revoked.</source>
        <translation>A repetição concedida em {0} foi revogada.</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>A retake was granted to {0}.</source>
        <translation>Foi concedida uma repetição a {0}.</translation>
    </message>
    <message>
        <source>Save certificate</source>
        <translation>Guardar certificado</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheiros PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No certificate: this sitting&apos;s records were altered.</source>
        <translation>Sem certificado: os registos desta prova foram alterados.</translation>
    </message>
    <message>
        <source>No certificate: the seal could not be checked. Sign in again.</source>
        <translation>Sem certificado: não foi possível verificar o selo. Inicie sessão de novo.</translation>
    </message>
    <message>
        <source>No certificate: this sitting did not pass.</source>
        <translation>Sem certificado: esta prova não teve aprovação.</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Exam review</source>
        <translation>Revisão do exame</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Attempt {0}</source>
        <translation>Tentativa {0}</translation>
    </message>
    <message>
        <source>started {0}</source>
        <translation>começou {0}</translation>
    </message>
    <message>
        <source>proctor {0}</source>
        <translation>vigilante {0}</translation>
    </message>
    <message>
        <source>seed {0}</source>
        <translation>semente {0}</translation>
    </message>
    <message>
        <source>{0} min added by a proctor</source>
        <translation>{0} min acrescentados por um vigilante</translation>
    </message>
    <message>
        <source>certified as {0} ({1}), renamed since</source>
        <translation>certificado como {0} ({1}), mudou de nome desde então</translation>
    </message>
    <message>
        <source>score {0} of {1} ({2:.0f}%)</source>
        <translation>nota {0} de {1} ({2:.0f}%)</translation>
    </message>
    <message>
        <source>TAMPERED: these records were changed after they were sealed. Do not trust this result.</source>
        <translation>ADULTERADO: estes registos foram alterados depois de selados. Não confie neste resultado.</translation>
    </message>
    <message>
        <source>Seal verified: no record of this sitting was changed.</source>
        <translation>Selo verificado: nenhum registo desta prova foi alterado.</translation>
    </message>
    <message>
        <source>Seal not checked: sign in again as an instructor to verify it.</source>
        <translation>Selo não verificado: inicie sessão de novo como formador para o verificar.</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>Histórico:</translation>
    </message>
    <message>
        <source>Started {0} on desk {1} (proctor {2})</source>
        <translation>Começou {0} no posto {1} (vigilante {2})</translation>
    </message>
    <message>
        <source>Interrupted before the first answer was stored</source>
        <translation>Interrompida antes de a primeira resposta ser guardada</translation>
    </message>
    <message numerus="yes">
        <source>Interrupted at the table after all {0} questions and %n Table step(s) (the last stored {1})</source>
        <translation>
            <numerusform>Interrompida na mesa depois das {0} perguntas e de %n passo na mesa (o último guardado {1})</numerusform>
            <numerusform>Interrompida na mesa depois das {0} perguntas e de %n passos na mesa (o último guardado {1})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n of {0} question(s) were answered (the last stored {1})</source>
        <translation>
            <numerusform>Interrompida depois de respondida %n de {0} perguntas (a última guardada {1})</numerusform>
            <numerusform>Interrompida depois de respondidas %n de {0} perguntas (a última guardada {1})</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}; resumed {1} on desk {2} by {3}</source>
        <translation>{0}; retomada {1} no posto {2} por {3}</translation>
    </message>
    <message numerus="yes">
        <source>%n min added {0} by {1}</source>
        <translation>
            <numerusform>%n min acrescentado {0} por {1}</numerusform>
            <numerusform>%n min acrescentados {0} por {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (no reason stored)</source>
        <translation>{0} (sem motivo guardado)</translation>
    </message>
    <message>
        <source>the overall result</source>
        <translation>o resultado global</translation>
    </message>
    <message>
        <source>the result of section {0}</source>
        <translation>o resultado da secção {0}</translation>
    </message>
    <message>
        <source>The sitting&apos;s terms (seed, deadline, exam) were changed.</source>
        <translation>As condições da prova (semente, prazo, exame) foram alteradas.</translation>
    </message>
    <message>
        <source>The record of which question was on screen was changed.</source>
        <translation>O registo da pergunta que estava no ecrã foi alterado.</translation>
    </message>
    <message>
        <source>The answer to question {0} was changed.</source>
        <translation>A resposta à pergunta {0} foi alterada.</translation>
    </message>
    <message>
        <source>The answer to question {0} was deleted.</source>
        <translation>A resposta à pergunta {0} foi apagada.</translation>
    </message>
    <message>
        <source>An answer to question {0} was added.</source>
        <translation>Foi acrescentada uma resposta à pergunta {0}.</translation>
    </message>
    <message>
        <source>{0} was changed.</source>
        <translation>{0} foi alterado.</translation>
    </message>
    <message>
        <source>{0} was deleted.</source>
        <translation>{0} foi apagado.</translation>
    </message>
    <message>
        <source>{0} was added.</source>
        <translation>{0} foi acrescentado.</translation>
    </message>
    <message>
        <source>A sitting of this trainee before this one was deleted.</source>
        <translation>Uma prova deste formando anterior a esta foi apagada.</translation>
    </message>
    <message>
        <source>A retake grant of this trainee for this exam was changed, or added without a seal.</source>
        <translation>Uma autorização de repetição deste formando para este exame foi alterada, ou acrescentada sem selo.</translation>
    </message>
    <message>
        <source>A proctor&apos;s added time or void of this sitting was changed, or its status was set to voided by hand.</source>
        <translation>O tempo acrescentado ou a anulação desta prova por um vigilante foi alterado, ou o seu estado foi posto como anulado à mão.</translation>
    </message>
    <message>
        <source>altered</source>
        <translation>alterado</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>(não alcançada)</translation>
    </message>
    <message>
        <source>Table {0}, round {1}, step {2}: {3} {4}</source>
        <translation>Mesa {0}, ronda {1}, passo {2}: {3} {4}</translation>
    </message>
    <message>
        <source>Table {0}, coup {1}, step {2}: {3} {4}</source>
        <translation>Mesa {0}, jogada {1}, passo {2}: {3} {4}</translation>
    </message>
    <message>
        <source>(a retry: not counted)</source>
        <translation>(nova tentativa: não conta)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · round {2} · {3}</source>
        <translation>Passo {0} da mesa · {1} · ronda {2} · {3}</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · coup {2} · {3}</source>
        <translation>Passo {0} da mesa · {1} · jogada {2} · {3}</translation>
    </message>
    <message>
        <source>cannot be read again from the record</source>
        <translation>não se consegue ler de novo do registo</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>answered {0} ({1:.1f} s)</source>
        <translation>respondido {0} ({1:.1f} s)</translation>
    </message>
    <message>
        <source>Question {0} · {1} · {2}</source>
        <translation>Pergunta {0} · {1} · {2}</translation>
    </message>
    <message>
        <source>no answer (time ran out)</source>
        <translation>sem resposta (acabou o tempo)</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>não alcançada</translation>
    </message>
    <message>
        <source>By the rules: {0}</source>
        <translation>Pelas regras: {0}</translation>
    </message>
    <message>
        <source>shown {0}, answered {1} ({2:.1f} s)</source>
        <translation>mostrada {0}, respondida {1} ({2:.1f} s)</translation>
    </message>
    <message>
        <source>over the time limit: counted wrong</source>
        <translation>acima do limite de tempo: conta como errada</translation>
    </message>
    <message>
        <source>this answer&apos;s record was altered after it was sealed</source>
        <translation>o registo desta resposta foi alterado depois de selado</translation>
    </message>
    <message>
        <source>The attempt was given back when this sitting was voided: the trainee can sit this exam again without a retake.</source>
        <translation>A tentativa foi devolvida quando esta prova foi anulada: o formando pode fazer este exame de novo sem uma repetição concedida.</translation>
    </message>
    <message>
        <source>{step} ({about})</source>
        <translation>{step} ({about})</translation>
    </message>
    <message>
        <source>the seed gives a different question in this version of the app; the question shown here is the one sealed at the time</source>
        <translation>nesta versão da aplicação a semente dá outra pergunta; a pergunta mostrada aqui é a que foi selada na altura</translation>
    </message>
    <message>
        <source>&amp;Back to results</source>
        <translation>&amp;Voltar aos resultados</translation>
    </message>
    <message>
        <source>Grant a re&amp;take…</source>
        <translation>Conceder uma repe&amp;tição…</translation>
    </message>
    <message>
        <source>Retake grant&amp;s…</source>
        <translation>Repetiçõe&amp;s concedidas…</translation>
    </message>
    <message>
        <source>Save &amp;certificate (PDF)…</source>
        <translation>Guardar &amp;certificado (PDF)…</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>Resposta do formando</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Resposta certa</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Exatidão</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendência</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Última atividade</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Prontidão</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Display name (the sign-in name is in the cell&apos;s tooltip)</source>
        <translation>Nome a mostrar (o nome de início de sessão está na dica da célula)</translation>
    </message>
    <message>
        <source>Answers given in practice, all time</source>
        <translation>Respostas dadas na prática, desde sempre</translation>
    </message>
    <message>
        <source>Share of right answers, all time</source>
        <translation>Parte de respostas certas, desde sempre</translation>
    </message>
    <message>
        <source>Median answer time over the last {0} days</source>
        <translation>Tempo mediano de resposta nos últimos {0} dias</translation>
    </message>
    <message>
        <source>Accuracy of the last {0} days minus the {0} days before, in points</source>
        <translation>Exatidão dos últimos {0} dias menos a dos {0} dias anteriores, em pontos</translation>
    </message>
    <message>
        <source>Against the pass mark, over the last {0} days</source>
        <translation>Face à nota mínima, nos últimos {0} dias</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>Nome de início de sessão</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>N.º de funcionário</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>prática alterada fora da aplicação</translation>
    </message>
    <message>
        <source>daily figures unreadable, left out of the medians: run daily-rebuild</source>
        <translation>números diários ilegíveis, excluídos das medianas: execute daily-rebuild</translation>
    </message>
    <message>
        <source>When the trainee last practised</source>
        <translation>Quando o formando praticou pela última vez</translation>
    </message>
    <message>
        <source>The latest exam sitting</source>
        <translation>A prova de exame mais recente</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoje</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ontem</translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>há %n dia</numerusform>
            <numerusform>há %n dias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPreviewDialog</name>
    <message>
        <source>UTF-8 (&quot;CSV UTF-8&quot;)</source>
        <translation>UTF-8 («CSV UTF-8»)</translation>
    </message>
    <message>
        <source>UTF-16 (&quot;Unicode text&quot;)</source>
        <translation>UTF-16 («Texto Unicode»)</translation>
    </message>
    <message>
        <source>Big5 / CP950 (Traditional Chinese Windows)</source>
        <translation>Big5 / CP950 (Windows em chinês tradicional)</translation>
    </message>
    <message>
        <source>GB18030 (Simplified Chinese Windows)</source>
        <translation>GB18030 (Windows em chinês simplificado)</translation>
    </message>
    <message>
        <source>Windows-1252 (Portuguese and Western European Windows)</source>
        <translation>Windows-1252 (Windows em português e línguas da Europa Ocidental)</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Vírgula ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Ponto e vírgula ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulação</translation>
    </message>
    <message>
        <source>Import a roster: check the file</source>
        <translation>Importar uma lista: verificar o ficheiro</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>&amp;Codificação</translation>
    </message>
    <message>
        <source>&amp;Delimiter</source>
        <translation>&amp;Separador</translation>
    </message>
    <message>
        <source>&amp;First rows as they will be read</source>
        <translation>&amp;Primeiras linhas, tal como serão lidas</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>{0}: read as {1}, cells separated by {2}. Check the names below; if they look wrong, pick another encoding or delimiter.</source>
        <translation>{0}: lido como {1}, células separadas por {2}. Verifique os nomes abaixo; se parecerem errados, escolha outra codificação ou outro separador.</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>Nome de início de sessão</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>Turma</translation>
    </message>
    <message>
        <source>First PIN</source>
        <translation>PIN inicial</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nome a mostrar</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>N.º de funcionário</translation>
    </message>
    <message>
        <source>(extra)</source>
        <translation>(a mais)</translation>
    </message>
    <message>
        <source>header</source>
        <translation>cabeçalho</translation>
    </message>
    <message>
        <source>The import skips this line: it names the columns.</source>
        <translation>A importação ignora esta linha: indica os nomes das colunas.</translation>
    </message>
    <message>
        <source>The file cannot be read as {0}: pick another encoding.</source>
        <translation>O ficheiro não pode ser lido como {0}: escolha outra codificação.</translation>
    </message>
</context>
<context>
    <name>RosterTab</name>
    <message>
        <source>&amp;Cohort</source>
        <translation>&amp;Turma</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>Pro&amp;curar:</translation>
    </message>
    <message>
        <source>Name, display name or staff ID</source>
        <translation>Nome, nome a mostrar ou n.º de funcionário</translation>
    </message>
    <message>
        <source>&amp;Add trainee…</source>
        <translation>&amp;Acrescentar formando…</translation>
    </message>
    <message>
        <source>&amp;Import CSV roster…</source>
        <translation>Im&amp;portar lista CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset PIN…</source>
        <translation>&amp;Repor PIN…</translation>
    </message>
    <message>
        <source>&amp;Unlock sign-in</source>
        <translation>&amp;Desbloquear entrada</translation>
    </message>
    <message>
        <source>S&amp;taff ID…</source>
        <translation>N.º d&amp;e funcionário…</translation>
    </message>
    <message>
        <source>After 5 wrong PINs a trainee must wait before trying again (30 s, then twice as long after each further wrong PIN). Unlock lets the selected trainee try again at once.</source>
        <translation>Após 5 PIN errados, o formando tem de aguardar antes de tentar de novo (30 s, e o dobro após cada PIN errado seguinte). Desbloquear permite ao formando selecionado tentar de novo de imediato.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel import</source>
        <translation>Ca&amp;ncelar importação</translation>
    </message>
    <message>
        <source>Sa&amp;ve the refused lines as CSV…</source>
        <translation>&amp;Guardar as linhas recusadas em CSV…</translation>
    </message>
    <message>
        <source>Refused lines</source>
        <translation>Linhas recusadas</translation>
    </message>
    <message>
        <source>Importing: %v of %m PINs set</source>
        <translation>A importar: %v de %m PIN definidos</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>Nome de início de sessão</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nome a mostrar</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>Turma</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>N.º de funcionário</translation>
    </message>
    <message>
        <source>{0} Cells separated by commas, semicolons or tabs; the file in UTF-8, UTF-16, Big5 or GB18030: what was read is shown before anything is imported.</source>
        <translation>{0} As células podem ser separadas por vírgulas, pontos e vírgulas ou tabulações; o ficheiro pode estar em UTF-8, UTF-16, Big5 ou GB18030: o que foi lido é mostrado antes de importar.</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>Todas as turmas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>New cohort</source>
        <translation>Nova turma</translation>
    </message>
    <message>
        <source>Name of the intake (e.g. 2026-12 Baccarat A)</source>
        <translation>Nome do curso (p. ex. 2026-12 Bacará A)</translation>
    </message>
    <message>
        <source>Cohort {0} created.</source>
        <translation>Turma {0} criada.</translation>
    </message>
    <message>
        <source>Trainee {0} ({1}) added.</source>
        <translation>Formando {0} ({1}) acrescentado.</translation>
    </message>
    <message>
        <source>{0} is not a CSV text file (save it from the spreadsheet as &quot;CSV UTF-8&quot;).</source>
        <translation>{0} não é um ficheiro de texto CSV (guarde-o a partir da folha de cálculo como &quot;CSV UTF-8&quot;).</translation>
    </message>
    <message>
        <source>{0} is {1} KB: a roster file is at most {2} KB. Is it the right file?</source>
        <translation>{0} tem {1} KB: um ficheiro de turma tem no máximo {2} KB. É o ficheiro certo?</translation>
    </message>
    <message>
        <source>Line {0} of {1} is longer than any roster line ({2} bytes at most). Is it the right file?</source>
        <translation>A linha {0} de {1} é mais longa do que qualquer linha de uma turma ({2} bytes no máximo). É o ficheiro certo?</translation>
    </message>
    <message>
        <source>Checking {0}…</source>
        <translation>A verificar {0}…</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s) imported.</source>
        <translation>
            <numerusform>%n formando importado.</numerusform>
            <numerusform>%n formandos importados.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>an import&apos;s summary: the trainees imported, the lines refused</comment>
        <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) refused, listed below: save them, correct them and import them again.</source>
        <translation>
            <numerusform>%n linha recusada, listada abaixo: guarde-a, corrija-a e importe-a de novo.</numerusform>
            <numerusform>%n linhas recusadas, listadas abaixo: guarde-as, corrija-as e importe-as de novo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the refused lines</source>
        <translation>Guardar as linhas recusadas</translation>
    </message>
    <message>
        <source>refused-lines.csv</source>
        <translation>linhas-recusadas.csv</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Não é possível guardar {0}: {1}</translation>
    </message>
    <message>
        <source>The refused lines were saved to {0}: correct them there, then import that file.</source>
        <translation>As linhas recusadas foram guardadas em {0}: corrija-as aí e depois importe esse ficheiro.</translation>
    </message>
    <message>
        <source>The import failed: {0}</source>
        <translation>A importação falhou: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}) can sign in again now.</source>
        <translation>{0} ({1}) já pode entrar de novo.</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) cleared.</source>
        <translation>N.º de funcionário de {0} ({1}) apagado.</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}), as HR knows them (empty: none):</source>
        <translation>N.º de funcionário de {0} ({1}), como os RH o conhecem (vazio: nenhum):</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) saved.</source>
        <translation>N.º de funcionário de {0} ({1}) guardado.</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>PIN de {0} ({1}) reposto.</translation>
    </message>
    <message>
        <source>Import a roster</source>
        <translation>Importar uma lista</translation>
    </message>
    <message>
        <source>Ne&amp;w cohort…</source>
        <translation>No&amp;va turma…</translation>
    </message>
    <message>
        <source>CSV roster: one trainee a line: sign-in name, cohort, first PIN (4 to 12 digits), and optionally a display name (when left out, the sign-in name is shown) and a staff ID. A header line is skipped. The cohort must already exist (create it with New cohort…) or be left empty: a line naming an unknown cohort is refused and listed with its line number, and the other lines are imported.</source>
        <translation>Lista CSV: um formando por linha: nome de início de sessão, turma, primeiro PIN (4 a 12 algarismos) e, opcionalmente, um nome a mostrar (se omitido, mostra-se o nome de início de sessão) e um n.º de funcionário. Uma linha de cabeçalho é ignorada. A turma tem de existir (crie-a com Nova turma…) ou ficar vazia: uma linha com uma turma desconhecida é recusada e indicada com o seu número, e as outras linhas são importadas.</translation>
    </message>
    <message>
        <source>{0} (sign-in locked after wrong PINs)</source>
        <translation>{0} (entrada bloqueada após PIN errados)</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Ficheiros CSV (*.csv);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}</source>
        <translation>Não é possível ler {0}: {1}</translation>
    </message>
    <message>
        <source>Select a trainee first.</source>
        <translation>Selecione primeiro um formando.</translation>
    </message>
</context>
<context>
    <name>RosterWords</name>
    <message>
        <source>sign-in name</source>
        <translation>nome de início de sessão</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>nome a mostrar</translation>
    </message>
    <message>
        <source>cohort name</source>
        <translation>nome da turma</translation>
    </message>
    <message>
        <source>The {0} is empty.</source>
        <translation>O {0} está vazio.</translation>
    </message>
    <message>
        <source>The {0} is longer than {1} characters.</source>
        <translation>O {0} tem mais de {1} caracteres.</translation>
    </message>
    <message>
        <source>The {0} contains control characters.</source>
        <translation>O {0} contém caracteres de controlo.</translation>
    </message>
    <message>
        <source>The {0} holds a character that cannot be stored.</source>
        <translation>O {0} contém um carácter que não pode ser guardado.</translation>
    </message>
    <message>
        <source>A PIN is {0} to {1} digits.</source>
        <translation>Um PIN tem de {0} a {1} algarismos.</translation>
    </message>
    <message>
        <source>A password has at least {0} characters.</source>
        <translation>Uma palavra-passe tem pelo menos {0} caracteres.</translation>
    </message>
    <message>
        <source>A password is at most {0} characters.</source>
        <translation>Uma palavra-passe tem no máximo {0} caracteres.</translation>
    </message>
    <message>
        <source>The name {0} is already taken.</source>
        <translation>O nome {0} já está a ser usado.</translation>
    </message>
    <message>
        <source>A staff ID is at most {0} characters.</source>
        <translation>Um n.º de funcionário tem no máximo {0} caracteres.</translation>
    </message>
    <message>
        <source>A cohort named {0} already exists.</source>
        <translation>Já existe uma turma chamada {0}.</translation>
    </message>
    <message>
        <source>There is no cohort {0}; create it first or fix the spelling.</source>
        <translation>Não existe a turma {0}; crie-a primeiro ou corrija a ortografia.</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>A turma {0} está arquivada: desarquive-a primeiro.</translation>
    </message>
    <message>
        <source>Expected name, cohort, PIN (and an optional display name and staff ID); found {0} columns.</source>
        <translation>Esperava-se nome, turma, PIN (e, opcionalmente, um nome a mostrar e um n.º de funcionário); encontraram-se {0} colunas.</translation>
    </message>
    <message>
        <source>{0} appears earlier in the file.</source>
        <translation>{0} já aparece antes no ficheiro.</translation>
    </message>
    <message>
        <source>This line cannot be read as CSV: a quotation mark is out of place or never closed.</source>
        <translation>Esta linha não pode ser lida como CSV: há aspas fora do lugar ou que nunca são fechadas.</translation>
    </message>
    <message>
        <source>Import cancelled: no trainee was added.</source>
        <translation>Importação cancelada: nenhum formando foi adicionado.</translation>
    </message>
    <message>
        <source>This account was not changed: its role, state or cohort were changed outside the app (seal check failed). Check the Audit tab, then add the account again.</source>
        <translation>Esta conta não foi alterada: a sua função, estado ou turma foram alterados fora da aplicação (o selo falhou). Verifique o separador Auditoria e adicione a conta de novo.</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Linha {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RunningModel</name>
    <message>
        <source>Desk</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>Última atividade</translation>
    </message>
    <message>
        <source>No sign of life from this desk since {0}: check it.</source>
        <translation>Nenhum sinal deste posto desde as {0}: verifique-o.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>Table {0} of {1} · coup {2} of {3} · %n step(s) taken</source>
        <translation>
            <numerusform>Mesa {0} de {1} · jogada {2} de {3} · %n passo dado</numerusform>
            <numerusform>Mesa {0} de {1} · jogada {2} de {3} · %n passos dados</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <source>{0} (+{1} min)</source>
        <translation>{0} (+{1} min)</translation>
    </message>
    <message>
        <source>{0} · desk not responding</source>
        <translation>{0} · posto sem resposta</translation>
    </message>
</context>
<context>
    <name>SamKongDesk</name>
    <message>
        <source>Hint (H)</source>
        <translation>Dica (H)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Continuar (Enter)</translation>
    </message>
</context>
<context>
    <name>SamKongDoorsPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>Porta {0}</translation>
    </message>
    <message>
        <source>Answer  [Enter]</source>
        <translation>Responder  [Enter]</translation>
    </message>
    <message>
        <source>Results, door 1 first (W/L/T)</source>
        <translation>Resultados, porta 1 primeiro (W/L/T)</translation>
    </message>
    <message>
        <source>For each door against the banker type W (wins), L (loses) or T (tie), then Enter.</source>
        <translation>Para cada porta contra a banca escreva W (ganha), L (perde) ou T (empate), depois Enter.</translation>
    </message>
    <message>
        <source>Type one letter W, L or T for each of the {0} doors.</source>
        <translation>Escreva uma letra W, L ou T para cada uma das {0} portas.</translation>
    </message>
</context>
<context>
    <name>SamKongLevelPanel</name>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Answer  [Enter]</source>
        <translation>Responder  [Enter]</translation>
    </message>
    <message>
        <source>Faces, then points</source>
        <translation>Figuras, depois pontos</translation>
    </message>
    <message>
        <source>or pick</source>
        <translation>ou escolha</translation>
    </message>
    <message>
        <source>Name the level: type the number of faces (J, Q, K) then the points — 29 is 雙公九, 05 is 無公五, 3 is 三公 — and Enter.</source>
        <translation>Diga o nível: escreva o número de figuras (J, Q, K) e depois os pontos — 29 é 雙公九, 05 é 無公五, 3 é 三公 — e Enter.</translation>
    </message>
    <message>
        <source>Type faces (0, 1 or 2) then points (0-9), e.g. 29; or 3 for 三公.</source>
        <translation>Escreva as figuras (0, 1 ou 2) e depois os pontos (0-9), p. ex. 29; ou 3 para 三公.</translation>
    </message>
</context>
<context>
    <name>SamKongLevelWords</name>
    <message>
        <source>no faulty bets</source>
        <translation>sem apostas com falha</translation>
    </message>
    <message>
        <source>faulty bets {0}</source>
        <translation>apostas com falha {0}</translation>
    </message>
    <message>
        <source>no irregularity of the deal</source>
        <translation>nenhuma irregularidade na distribuição</translation>
    </message>
    <message>
        <source>an irregularity of the deal in {0} of rounds</source>
        <translation>uma irregularidade na distribuição em {0} das rondas</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}, {cash}.</source>
        <translation>Numa mesa de Sam Kong: {faults}, {irregular}, {cash}.</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}.</source>
        <translation>Numa mesa de Sam Kong: {faults}, {irregular}.</translation>
    </message>
    <message>
        <source>bettors buy in with notes and colour up when they leave</source>
        <translation>os apostadores compram fichas com notas e trocam-nas por fichas maiores ao sair</translation>
    </message>
    <message>
        <source>Irre&amp;gularities</source>
        <translation>Irre&amp;gularidades</translation>
    </message>
</context>
<context>
    <name>SamKongReplayDialog</name>
    <message>
        <source>This round cannot be replayed.</source>
        <translation>Esta ronda não pode ser repetida.</translation>
    </message>
    <message>
        <source>Round {0}, step {1} of {2}</source>
        <translation>Ronda {0}, passo {1} de {2}</translation>
    </message>
    <message>
        <source>Round replay</source>
        <translation>Repetição da ronda</translation>
    </message>
    <message>
        <source>◀ Previous step</source>
        <translation>◀ Passo anterior</translation>
    </message>
    <message>
        <source>Next step ▶</source>
        <translation>Passo seguinte ▶</translation>
    </message>
</context>
<context>
    <name>SamKongWords</name>
    <message>
        <source>Door {0}</source>
        <translation>Porta {0}</translation>
    </message>
    <message>
        <source>Banker</source>
        <comment>Sam Kong: the banker&apos;s hand</comment>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Cards left: {0}</source>
        <translation>Cartas restantes: {0}</translation>
    </message>
    <message>
        <source>Burnt: {0}</source>
        <translation>Queimadas: {0}</translation>
    </message>
    <message>
        <source>Cut card: {0} from the end</source>
        <translation>Carta de corte: {0} do fim</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronda {0}</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Ganha</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Perde</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Empata</translation>
    </message>
    <message>
        <source>{kind} {point}</source>
        <comment>Sam Kong point bet: kind, point</comment>
        <translation>{kind} {point}</translation>
    </message>
    <message>
        <source>#{bettor} {kind}</source>
        <comment>a bet on the felt: bettor, kind</comment>
        <translation>#{bettor} {kind}</translation>
    </message>
    <message>
        <source>Sam Kong · round {round} · {left} cards left</source>
        <translation>Sam Kong · ronda {round} · restam {left} cartas</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>a banca</translation>
    </message>
    <message>
        <source>door {0}</source>
        <translation>porta {0}</translation>
    </message>
    <message>
        <source>Place the second cut card 30 to 40 cards from the end: type the count, Enter.</source>
        <translation>Coloque a segunda carta de corte entre 30 e 40 cartas do fim: escreva o número, Enter.</translation>
    </message>
    <message>
        <source>Burn: type how many cards, Enter.</source>
        <translation>Queimar: escreva quantas cartas, Enter.</translation>
    </message>
    <message>
        <source>Burn before the round: type how many cards, Enter.</source>
        <translation>Queimar antes da ronda: escreva quantas cartas, Enter.</translation>
    </message>
    <message>
        <source>Bets: R refuse the selected bet, A / X grant or refuse a change of a standing bet, N no more bets.</source>
        <translation>Apostas: R recusar a aposta selecionada, A / X aceitar ou recusar a alteração de uma aposta que fica, N não há mais apostas.</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-8 to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>Distribuir, uma carta de cada vez: 1-8 para essa porta, 0 ou B para a banca (R recusa uma aposta tardia).</translation>
    </message>
    <message>
        <source>Irregular deal: K the card stays, F correct the order, V void every card dealt.</source>
        <translation>Distribuição irregular: K a carta mantém-se, F corrigir a ordem, V anular todas as cartas distribuídas.</translation>
    </message>
    <message>
        <source>Name the selected hand&apos;s level: faces, then points (2 9 = 雙公9; 3 = 三公).</source>
        <translation>Diga o nível da mão selecionada: figuras, depois pontos (2 9 = 雙公9; 3 = 三公).</translation>
    </message>
    <message>
        <source>The selected door against the banker: W wins, L loses, T ties.</source>
        <translation>A porta selecionada contra a banca: W ganha, L perde, T empata.</translation>
    </message>
    <message>
        <source>Settle: T take the selected bet; type the chips and Enter to pay; M mark commission.</source>
        <translation>Liquidar: T recolher a aposta selecionada; escreva as fichas e Enter para pagar; M marcar a comissão.</translation>
    </message>
    <message>
        <source>The round with the cut card is over: S shuffle.</source>
        <translation>A ronda da carta de corte acabou: S baralhar.</translation>
    </message>
    <message>
        <source>Collect the selected commission box: type its amount, Enter.</source>
        <translation>Cobrar a caixa de comissão selecionada: escreva o montante, Enter.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>A sessão terminou.</translation>
    </message>
    <message>
        <source>Typed: {0}</source>
        <translation>Escrito: {0}</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>Recusar (R)</translation>
    </message>
    <message>
        <source>No more bets (N)</source>
        <translation>Não há mais apostas (N)</translation>
    </message>
    <message>
        <source>Grant (A)</source>
        <translation>Aceitar (A)</translation>
    </message>
    <message>
        <source>Refuse change (X)</source>
        <translation>Recusar alteração (X)</translation>
    </message>
    <message>
        <source>Place / burn (Enter)</source>
        <translation>Colocar / queimar (Enter)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>A carta fica (K)</translation>
    </message>
    <message>
        <source>Correct (F)</source>
        <translation>Corrigir (F)</translation>
    </message>
    <message>
        <source>Void (V)</source>
        <translation>Anular (V)</translation>
    </message>
    <message>
        <source>Wins (W)</source>
        <translation>Ganha (W)</translation>
    </message>
    <message>
        <source>Loses (L)</source>
        <translation>Perde (L)</translation>
    </message>
    <message>
        <source>Ties (T)</source>
        <translation>Empata (T)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>Recolher (T)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <translation>Pagar (Enter)</translation>
    </message>
    <message>
        <source>Mark (M)</source>
        <translation>Marcar (M)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Cobrar (C)</translation>
    </message>
    <message>
        <source>Shuffle (S)</source>
        <translation>Baralhar (S)</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>Nível…</translation>
    </message>
    <message>
        <source>Selected: {0}</source>
        <translation>Selecionado: {0}</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartas</translation>
    </message>
    <message>
        <source>{hand}: {level}</source>
        <translation>{hand}: {level}</translation>
    </message>
    <message>
        <source>{hand} {result}</source>
        <translation>{hand} {result}</translation>
    </message>
    <message>
        <source>box of #{0}</source>
        <translation>caixa do #{0}</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. It is kept: open the Table again to deal on from this step.</source>
        <translation>A ronda {0} deste sapato está em curso. O sapato fica guardado: abra de novo a Mesa para continuar a dar a partir deste passo.</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>A ronda {0} deste sapato está em curso. Se sair, o sapato termina aqui; todos os passos que deu estão guardados.</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>A ronda {0} deste sapato está em curso. Um novo sapato termina este aqui; todos os passos que deu estão guardados.</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-{doors} to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>Distribuir, uma carta de cada vez: 1-{doors} para essa porta, 0 ou B para a banca (R recusa uma aposta tardia).</translation>
    </message>
    <message>
        <source>The round is over: a one-deck box is shuffled after every round (art. 3): S shuffle.</source>
        <translation>A ronda acabou: uma caixa de um baralho é baralhada depois de cada ronda (art. 3): S baralhar.</translation>
    </message>
    <message>
        <source>{what} {keys}</source>
        <comment>the irregularity, then the keys</comment>
        <translation>{what} {keys}</translation>
    </message>
    <message>
        <source>K the card stays, F correct the order, V void every card dealt.</source>
        <translation>K a carta mantém-se, F corrigir a ordem, V anular todas as cartas distribuídas.</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} dealt to {hand} came out face up.</source>
        <translation>Distribuição irregular: o {card} dado a {hand} saiu de face para cima.</translation>
    </message>
    <message>
        <source>Irregular deal: a card went to {hand} out of order; caught at once, face down.</source>
        <translation>Distribuição irregular: uma carta foi para {hand} fora de ordem; apanhada logo, de face para baixo.</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} went to {hand} out of order and was seen.</source>
        <translation>Distribuição irregular: o {card} foi para {hand} fora de ordem e foi visto.</translation>
    </message>
    <message>
        <source>A level is typed faces first, then points: 0, 1 or 2 faces and the points (2 9 = 雙公9), or 3 for 三公.</source>
        <translation>Um nível escreve-se com as figuras primeiro, depois os pontos: 0, 1 ou 2 figuras e os pontos (2 9 = 雙公9), ou 3 para 三公.</translation>
    </message>
    <message>
        <source>Type how many cards from the end the second cut card goes (30 to 40), then Enter.</source>
        <translation>Escreva a quantas cartas do fim vai a segunda carta de corte (30 a 40), depois Enter.</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the round.</source>
        <translation>Agora não: não é este o passo da ronda.</translation>
    </message>
    <message>
        <source>Hint: {step}</source>
        <translation>Dica: {step}</translation>
    </message>
    <message>
        <source>Bettor #{0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>O apostador n.º {0} sai e entrega fichas pequenas: troque-as pelo menor número de fichas maiores (escreva-as, p. ex. 2x1k 500, Enter).</translation>
    </message>
    <message>
        <source>Bettor #{0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>O apostador n.º {0} compra fichas com notas: conte-as e escreva o montante, Enter.</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>O apostador n.º {seat} compra {amount} em fichas e pede {count} × {chip}: dê essas, o resto no menor número de fichas (escreva-as, Enter).</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>O apostador n.º {seat} compra {amount} em fichas: dê-o no menor número de fichas (escreva-as, p. ex. 2x1k 3x100, Enter).</translation>
    </message>
    <message>
        <source>Hint: the notes of bettor #{seat} come to {amount}.</source>
        <translation>Dica: as notas do apostador n.º {seat} somam {amount}.</translation>
    </message>
    <message>
        <source>Hint: give bettor #{seat} {chips}.</source>
        <translation>Dica: dê ao apostador n.º {seat} {chips}.</translation>
    </message>
    <message>
        <source>change bettor #{0}&apos;s cash first</source>
        <translation>trocar primeiro o dinheiro do apostador n.º {0}</translation>
    </message>
    <message>
        <source>Bettor #{0}: colour up</source>
        <translation>Apostador n.º {0}: trocar por fichas maiores</translation>
    </message>
    <message>
        <source>Bettor #{0}: buy-in</source>
        <translation>Apostador n.º {0}: compra de fichas</translation>
    </message>
    <message>
        <source>bettor #{0}</source>
        <translation>apostador n.º {0}</translation>
    </message>
    <message>
        <source>place the cut card</source>
        <translation>colocar a carta de corte</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>queimar</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>baralhar</translation>
    </message>
    <message>
        <source>refuse</source>
        <translation>recusar</translation>
    </message>
    <message>
        <source>answer the standing bet</source>
        <translation>responder à aposta que fica</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>não há mais apostas</translation>
    </message>
    <message>
        <source>deal to</source>
        <translation>distribuir a</translation>
    </message>
    <message>
        <source>answer the irregularity</source>
        <translation>responder à irregularidade</translation>
    </message>
    <message>
        <source>call the level</source>
        <translation>dizer o nível</translation>
    </message>
    <message>
        <source>call the door</source>
        <translation>dizer o resultado da porta</translation>
    </message>
    <message>
        <source>take</source>
        <translation>recolher</translation>
    </message>
    <message>
        <source>pay</source>
        <translation>pagar</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>marcar</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>cobrar</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>ganha</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>perde</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>empata</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>aceitar</translation>
    </message>
    <message>
        <source>grant</source>
        <translation>aceitar</translation>
    </message>
    <message>
        <source>refuse the change</source>
        <translation>recusar a alteração</translation>
    </message>
    <message>
        <source>the bet stands</source>
        <translation>a aposta fica</translation>
    </message>
    <message>
        <source>the card stays</source>
        <translation>a carta fica</translation>
    </message>
    <message>
        <source>correct the order</source>
        <translation>corrigir a ordem</translation>
    </message>
    <message>
        <source>void every card dealt</source>
        <translation>anular todas as cartas distribuídas</translation>
    </message>
    <message>
        <source>take every losing bet before paying</source>
        <translation>recolher todas as apostas perdedoras antes de pagar</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>Exatidão: {0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}: {right} de {total} certos</translation>
    </message>
    <message>
        <source>Rounds per hour: {rate} (target {target})</source>
        <translation>Rondas por hora: {rate} (objetivo {target})</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>Tempo mediano por pagamento: {0} s</translation>
    </message>
    <message numerus="yes">
        <source>Void rounds (art. 2): %n, every bet returned</source>
        <translation>
            <numerusform>Rondas anuladas (art. 2): %n, todas as apostas devolvidas</numerusform>
            <numerusform>Rondas anuladas (art. 2): %n, todas as apostas devolvidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>Erros: {0}</translation>
    </message>
    <message>
        <source>Round {round}: {seconds} s.</source>
        <translation>Ronda {round}: {seconds} s.</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>Sem erros.</translation>
    </message>
    <message>
        <source>Round {round}, step {number}: {feedback}</source>
        <translation>Ronda {round}, passo {number}: {feedback}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a step</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>a banker 三公 leaves odd and even standing: the bet stays</source>
        <translation>um 三公 da banca deixa o par e o ímpar empatados: a aposta fica na mesa</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the odd bet wins</source>
        <translation>os {points} pontos da banca são ímpares: a aposta no ímpar ganha</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the odd bet loses</source>
        <translation>os {points} pontos da banca são pares: a aposta no ímpar perde</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the even bet wins</source>
        <translation>os {points} pontos da banca são pares: a aposta no par ganha</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the even bet loses</source>
        <translation>os {points} pontos da banca são ímpares: a aposta no par perde</translation>
    </message>
    <message>
        <source>the banker has 三公: the 三公 bet wins</source>
        <translation>a banca tem 三公: a aposta no 三公 ganha</translation>
    </message>
    <message>
        <source>the banker has no 三公: the 三公 bet loses</source>
        <translation>a banca não tem 三公: a aposta no 三公 perde</translation>
    </message>
    <message>
        <source>the banker has {points} points, the point chosen: the point bet wins</source>
        <translation>a banca tem {points} pontos, os escolhidos: a aposta nos pontos ganha</translation>
    </message>
    <message>
        <source>a banker 三公 has no point total: the point bet on {point} loses</source>
        <translation>um 三公 da banca não tem pontos: a aposta nos {point} pontos perde</translation>
    </message>
    <message>
        <source>the banker has {points} points, not the {point} chosen: the point bet loses</source>
        <translation>a banca tem {points} pontos, não os {point} escolhidos: a aposta nos pontos perde</translation>
    </message>
    <message>
        <source>door {door} has the banker&apos;s level: the tie bet wins</source>
        <translation>a porta {door} tem o nível da banca: a aposta no empate ganha</translation>
    </message>
    <message>
        <source>door {door}&apos;s level is not the banker&apos;s: the tie bet loses</source>
        <translation>o nível da porta {door} não é o da banca: a aposta no empate perde</translation>
    </message>
    <message>
        <source>{facts}.</source>
        <comment>the rule&apos;s facts as a sentence</comment>
        <translation>{facts}.</translation>
    </message>
    <message>
        <source>The shoe</source>
        <translation>O sabot</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>O corte</translation>
    </message>
    <message>
        <source>The burn</source>
        <translation>A queima</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>Não há mais apostas</translation>
    </message>
    <message>
        <source>Faulty bet</source>
        <translation>Aposta com erro</translation>
    </message>
    <message>
        <source>A standing bet</source>
        <translation>Uma aposta que fica</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>A distribuição</translation>
    </message>
    <message>
        <source>The order of taking and paying</source>
        <translation>A ordem de recolher e pagar</translation>
    </message>
    <message>
        <source>The irregularity</source>
        <translation>A irregularidade</translation>
    </message>
    <message>
        <source>The level</source>
        <translation>O nível</translation>
    </message>
    <message>
        <source>The door&apos;s result</source>
        <translation>O resultado da porta</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Recolher</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Pagar</translation>
    </message>
    <message>
        <source>Marking commission</source>
        <translation>Marcar a comissão</translation>
    </message>
    <message>
        <source>Collecting a box</source>
        <translation>Cobrar uma caixa</translation>
    </message>
    <message>
        <source>{verb} at door {door} first</source>
        <translation>{verb} primeiro na porta {door}</translation>
    </message>
    <message>
        <source>{low} to {high} cards from the end</source>
        <translation>{low} a {high} cartas do fim</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the end</source>
        <translation>
            <numerusform>%n carta do fim</numerusform>
            <numerusform>%n cartas do fim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>The second cut card goes 30 to 40 cards from the end of the shoe.</source>
        <translation>A segunda carta de corte vai entre 30 e 40 cartas do fim do sapato.</translation>
    </message>
    <message>
        <source>After the shuffle, burn as many cards as there are decks; with a shoe, burn one more card before each later round.</source>
        <translation>Depois de baralhar, queime tantas cartas quantos os baralhos; com um sapato, queime mais uma carta antes de cada ronda seguinte.</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}: certo.</translation>
    </message>
    <message>
        <source>{text} ({article})</source>
        <comment>a right step and its article</comment>
        <translation>{text} ({article})</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}: não está certo. Dê o passo certo.</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}: errado. Certo: {expected}. O seu: {given}.</translation>
    </message>
</context>
<context>
    <name>ScheduleSettingsTab</name>
    <message>
        <source>A cohort without its own settings follows the school&apos;s default. Reviews are rated by the answer: wrong, right but slower than the target time, at pace, or within half the target.</source>
        <translation>Uma turma sem definições próprias segue as da escola. Cada revisão é classificada pela resposta: errada, certa mas mais lenta do que o tempo-objetivo, ao ritmo, ou em menos de metade do objetivo.</translation>
    </message>
    <message>
        <source>Desired &amp;retention (%):</source>
        <translation>&amp;Retenção desejada (%):</translation>
    </message>
    <message>
        <source>The share of reviews a trainee should still answer right, 70 to 97. Higher means more reviews, sooner.</source>
        <translation>A percentagem de revisões que o formando deve ainda acertar, de 70 a 97. Mais alta significa mais revisões, mais cedo.</translation>
    </message>
    <message>
        <source>Settings f&amp;or:</source>
        <translation>Definições &amp;para:</translation>
    </message>
    <message>
        <source>&amp;Daily goal:</source>
        <translation>Objetivo &amp;diário:</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>respostas</translation>
    </message>
    <message>
        <source>minutes of practice</source>
        <translation>minutos de prática</translation>
    </message>
    <message>
        <source>Target answer time (seconds, 0.5 to 120)</source>
        <translation>Tempo-objetivo de resposta (segundos, 0,5 a 120)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>School default</source>
        <translation>Predefinição da escola</translation>
    </message>
    <message>
        <source>Type the daily goal as a whole number.</source>
        <translation>Escreva o objetivo diário como um número inteiro.</translation>
    </message>
    <message>
        <source>Saved for {0}.</source>
        <translation>Guardado para {0}.</translation>
    </message>
    <message>
        <source>A daily goal is {0} to {1}.</source>
        <translation>Um objetivo diário vai de {0} a {1}.</translation>
    </message>
    <message>
        <source>Type the desired retention as a per cent from {0} to {1}, e.g. 90.</source>
        <translation>Escreva a retenção desejada em percentagem, de {0} a {1}, por exemplo 90.</translation>
    </message>
    <message>
        <source>Type the target time for {0} in seconds, from {1} to {2}.</source>
        <translation>Escreva o tempo-objetivo de «{0}» em segundos, de {1} a {2}.</translation>
    </message>
</context>
<context>
    <name>SchoolServer</name>
    <message>
        <source>This enrolment code has already been used. Ask an instructor for a new one.</source>
        <translation>Este código de inscrição já foi usado. Peça um novo a um instrutor.</translation>
    </message>
    <message>
        <source>This enrolment code has expired. Ask an instructor for a new one.</source>
        <translation>Este código de inscrição expirou. Peça um novo a um instrutor.</translation>
    </message>
    <message>
        <source>The school server made no such enrolment code. Check what you typed, or ask an instructor for a new one.</source>
        <translation>O servidor da escola não criou este código de inscrição. Verifique o que escreveu, ou peça um novo a um instrutor.</translation>
    </message>
    <message>
        <source>The server at {server} is not the one with this fingerprint: nothing was sent to it. Check the fingerprint the school server shows when it starts.</source>
        <translation>O servidor em {server} não é o que tem esta impressão digital: nada lhe foi enviado. Confira a impressão digital que o servidor da escola mostra ao arrancar.</translation>
    </message>
    <message>
        <source>The school server at {server} did not answer. Check the address, and that the server is running.</source>
        <translation>O servidor da escola em {server} não respondeu. Verifique o endereço e se o servidor está a funcionar.</translation>
    </message>
    <message>
        <source>The school server&apos;s address starts with https://.</source>
        <translation>O endereço do servidor da escola começa por https://.</translation>
    </message>
    <message>
        <source>Dealer Trainer — first start</source>
        <translation>Dealer Trainer — primeiro arranque</translation>
    </message>
    <message>
        <source>Where does this desk keep the school?</source>
        <translation>Onde guarda este posto a escola?</translation>
    </message>
    <message>
        <source>On this computer: for self-study, or a school of one desk. On a school server: the desks of a school share it, and no desk holds the database.</source>
        <translation>Neste computador: para estudo individual, ou uma escola de um só posto. Num servidor da escola: os postos da escola partilham-no, e nenhum posto guarda a base de dados.</translation>
    </message>
    <message>
        <source>On this &amp;computer</source>
        <translation>Neste &amp;computador</translation>
    </message>
    <message>
        <source>Use a &amp;school server…</source>
        <translation>Usar um &amp;servidor da escola…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Use a school server</source>
        <translation>Usar um servidor da escola</translation>
    </message>
    <message>
        <source>The school server no longer knows this desk (an instructor revoked it, or the server&apos;s database was replaced). Ask an instructor for a new enrolment code.</source>
        <translation>O servidor da escola já não conhece este posto (um instrutor revogou-o, ou a base de dados do servidor foi substituída). Peça um novo código de inscrição a um instrutor.</translation>
    </message>
</context>
<context>
    <name>SectionRow</name>
    <message>
        <source>{0} (deleted)</source>
        <translation>{0} (apagado)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Perguntas</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Mesas:</translation>
    </message>
    <message>
        <source>Each deal is dealt at one of the ticked tables (Space ticks). None ticked: the drill&apos;s own tables.</source>
        <translation>Cada jogada é dada numa das mesas marcadas (Espaço marca). Nenhuma marcada: as mesas próprias do exercício.</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>This desk uses the school server {server} as the desk “{desk}”.
Certificate fingerprint: {fingerprint}</source>
        <translation>Este posto usa o servidor da escola {server} como o posto “{desk}”.
Impressão digital do certificado: {fingerprint}</translation>
    </message>
    <message>
        <source>This desk is enrolled with the school server {server} as the desk “{desk}”; it opens on it at the next start.</source>
        <translation>Este posto está inscrito no servidor da escola {server} como o posto “{desk}”; abre nele no próximo arranque.</translation>
    </message>
    <message>
        <source>This desk keeps the school in its own database ({location}).</source>
        <translation>Este posto guarda a escola na sua própria base de dados ({location}).</translation>
    </message>
    <message>
        <source>Leave the school server</source>
        <translation>Sair do servidor da escola</translation>
    </message>
    <message>
        <source>The school&apos;s desks</source>
        <translation>Os postos da escola</translation>
    </message>
    <message>
        <source>&amp;Use a school server…</source>
        <translation>&amp;Usar um servidor da escola…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the school server</source>
        <translation>Sair do ser&amp;vidor da escola</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>New enrolment &amp;code…</source>
        <translation>Novo &amp;código de inscrição…</translation>
    </message>
    <message>
        <source>&amp;Revoke the desk</source>
        <translation>&amp;Revogar o posto</translation>
    </message>
    <message>
        <source>Enrolled. Start Dealer Trainer again to open on the school server.</source>
        <translation>Inscrito. Arranque o Dealer Trainer de novo para abrir no servidor da escola.</translation>
    </message>
    <message>
        <source>This desk forgets the school server and its enrolment. To use the server again, an instructor makes a new enrolment code. Leave?</source>
        <translation>Este posto esquece o servidor da escola e a sua inscrição. Para voltar a usar o servidor, um instrutor cria um novo código de inscrição. Sair?</translation>
    </message>
    <message>
        <source>Left. Start Dealer Trainer again: it opens the database on this computer.</source>
        <translation>Saiu. Arranque o Dealer Trainer de novo: abre a base de dados deste computador.</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Revogado</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>Inscrito</translation>
    </message>
    <message>
        <source>Waiting for its code</source>
        <translation>À espera do código</translation>
    </message>
    <message>
        <source>New enrolment code</source>
        <translation>Novo código de inscrição</translation>
    </message>
    <message>
        <source>The new desk&apos;s name (e.g. Room 2 desk 5):</source>
        <translation>O nome do novo posto (p. ex. Sala 2 posto 5):</translation>
    </message>
    <message>
        <source>Enrolment code for “{desk}”: {code} (once, until {time}, Macau time)</source>
        <translation>Código de inscrição para “{desk}”: {code} (uma vez, até às {time}, hora de Macau)</translation>
    </message>
    <message>
        <source>Revoke the desk</source>
        <translation>Revogar o posto</translation>
    </message>
    <message>
        <source>The desk “{0}” is refused from now on and whoever is signed in there is signed out (a sitting running there waits for a proctor). To use it again, an instructor makes a new enrolment code. Revoke?</source>
        <translation>O posto “{0}” passa a ser recusado e quem lá tiver sessão iniciada sai dela (um exame a decorrer lá espera por um vigilante). Para o voltar a usar, um instrutor cria um novo código de inscrição. Revogar?</translation>
    </message>
</context>
<context>
    <name>ServerWait</name>
    <message>
        <source>School server</source>
        <translation>Servidor da escola</translation>
    </message>
    <message>
        <source>Stop waiting gives this request up: the screen then says what was not saved, and an answer is sent again by itself when the server answers.</source>
        <translation>Deixar de esperar desiste deste pedido: o ecrã diz então o que não foi guardado, e uma resposta é enviada de novo por si quando o servidor responder.</translation>
    </message>
    <message>
        <source>&amp;Stop waiting</source>
        <translation>&amp;Deixar de esperar</translation>
    </message>
    <message>
        <source>The school server {server} has not answered for {seconds} s. Waiting for it…</source>
        <translation>O servidor da escola {server} não responde há {seconds} s. À espera dele…</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Cohorts and trainees</source>
        <translation>Turmas e formandos</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>Perfis de mesa</translation>
    </message>
    <message>
        <source>Reviews and daily goal</source>
        <translation>Revisões e objetivo diário</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Contas</translation>
    </message>
    <message>
        <source>School server</source>
        <translation>Servidor da escola</translation>
    </message>
</context>
<context>
    <name>ShoePanel</name>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Type a number, digits only (e.g. 8).</source>
        <translation>Escreva um número, só algarismos (p. ex. 8).</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>Escolha uma resposta.</translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>Sign in with your name and your PIN or password.</source>
        <translation>Inicie sessão com o seu nome e o seu PIN ou palavra-passe.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;PIN or password</source>
        <translation>&amp;PIN ou palavra-passe</translation>
    </message>
    <message>
        <source>Sign in  (Enter)</source>
        <translation>Iniciar sessão  (Enter)</translation>
    </message>
    <message>
        <source>Enter your name and your PIN or password.</source>
        <translation>Introduza o seu nome e o seu PIN ou palavra-passe.</translation>
    </message>
    <message>
        <source>Too many wrong tries for this name: wait {0} s and try again, or ask an instructor to unlock it. For an instructor&apos;s account, see &quot;Locked out&quot; in the README.</source>
        <translation>Demasiadas tentativas erradas para este nome: aguarde {0} s e tente de novo, ou peça a um instrutor que o desbloqueie. Para a conta de um instrutor, consulte «Locked out» no README.</translation>
    </message>
    <message>
        <source>That name and PIN or password do not match.</source>
        <translation>Esse nome e esse PIN ou palavra-passe não correspondem.</translation>
    </message>
    <message>
        <source>This name holds a character that cannot be used.</source>
        <translation>Este nome contém um carácter que não pode ser usado.</translation>
    </message>
    <message>
        <source>This account is deactivated: it cannot sign in. Ask an instructor to reactivate it.</source>
        <translation>Esta conta está desativada: não pode iniciar sessão. Peça a um formador que a reative.</translation>
    </message>
    <message>
        <source>This account&apos;s instructor or proctor role cannot be verified with the exam seal, so it cannot sign in. An instructor who holds the seal must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>O papel de formador ou vigilante desta conta não pode ser verificado com o selo do exame, por isso não pode entrar. Um formador que tenha o selo tem de a inscrever (ecrã Exame, Inscrever um formador…).</translation>
    </message>
    <message>
        <source>The school server does not take this desk: it is not enrolled, or an instructor revoked it. Start Dealer Trainer again to enrol it with a new code.</source>
        <translation>O servidor da escola não aceita este posto: não está inscrito, ou um instrutor revogou-o. Arranque o Dealer Trainer de novo para o inscrever com um novo código.</translation>
    </message>
    <message>
        <source>The database cannot be used: {0}</source>
        <translation>Não é possível usar a base de dados: {0}</translation>
    </message>
</context>
<context>
    <name>SittingPresenter</name>
    <message>
        <source>The sitting has ended and is kept on the school server, but its result could not be read ({0}). It is asked for again by itself.</source>
        <translation>A prova terminou e está guardada no servidor da escola, mas não foi possível ler o resultado ({0}). Será pedido de novo automaticamente.</translation>
    </message>
    <message>
        <source>Your answer could not be saved ({0}). Nothing was lost: answer again, or call the proctor.</source>
        <translation>A sua resposta não pôde ser guardada ({0}). Nada se perdeu: responda de novo ou chame o vigilante.</translation>
    </message>
</context>
<context>
    <name>SittingView</name>
    <message>
        <source>Question {0} of {1} · {2} · question {3} of {4}</source>
        <translation>Pergunta {0} de {1} · {2} · pergunta {3} de {4}</translation>
    </message>
    <message>
        <source>Time left {0}</source>
        <translation>Tempo restante {0}</translation>
    </message>
    <message>
        <source>This question {0}</source>
        <translation>Esta pergunta {0}</translation>
    </message>
    <message>
        <source>{0} · coup {1} of {2}</source>
        <translation>{0} · jogada {1} de {2}</translation>
    </message>
    <message>
        <source>{0} · round {1} of {2}</source>
        <translation>{0} · ronda {1} de {2}</translation>
    </message>
    <message>
        <source>{0} min added by a proctor</source>
        <translation>{0} min acrescentados por um vigilante</translation>
    </message>
    <message>
        <source>Exam: no hints and no feedback until the end. Answer with the keys shown on each question; at a table, with the Table screen&apos;s keys.</source>
        <translation>Exame: sem dicas nem correções até ao fim. Responda com as teclas indicadas em cada pergunta; numa mesa, com as teclas do ecrã Mesa.</translation>
    </message>
    <message>
        <source>Hand in early…</source>
        <translation>Entregar mais cedo…</translation>
    </message>
    <message>
        <source>Hand in now? Unanswered questions count wrong.</source>
        <translation>Entregar agora? As perguntas sem resposta contam como erradas.</translation>
    </message>
    <message>
        <source>Yes, hand in</source>
        <translation>Sim, entregar</translation>
    </message>
    <message>
        <source>No, go on</source>
        <translation>Não, continuar</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <source>Add a proctor</source>
        <translation>Adicionar um vigilante</translation>
    </message>
    <message>
        <source>Add an instructor</source>
        <translation>Adicionar um formador</translation>
    </message>
    <message>
        <source>A proctor starts, resumes and ends exam sittings; they cannot change blueprints, rosters or results.</source>
        <translation>Um vigilante começa, retoma e termina provas de exame; não pode alterar modelos de exame, listas de formandos nem resultados.</translation>
    </message>
    <message>
        <source>An instructor manages everything, as you do.</source>
        <translation>Um formador gere tudo, tal como você.</translation>
    </message>
    <message>
        <source>at least 6 characters</source>
        <translation>pelo menos 6 caracteres</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>&amp;Nome de início de sessão</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>Nome a &amp;mostrar</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>&amp;Palavra-passe</translation>
    </message>
    <message>
        <source>&amp;Repeat the password</source>
        <translation>&amp;Repetir a palavra-passe</translation>
    </message>
    <message>
        <source>The two passwords differ: type the password again.</source>
        <translation>As duas palavras-passe são diferentes: escreva de novo a palavra-passe.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Dealer Trainer — database problem</source>
        <translation>Dealer Trainer — problema na base de dados</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Dealer Trainer cannot write to {path}: it is read-only (no permission to write there, or a read-only disk). Every answer is saved as it is given, so the app cannot work from there.</source>
        <translation>O Dealer Trainer não consegue escrever em {path}: é só de leitura (sem permissão de escrita, ou um disco só de leitura). Cada resposta é guardada no momento em que é dada, por isso a aplicação não pode funcionar a partir daí.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full. Every answer is saved as it is given, and nothing can be saved there now. Free some space, then try again.</source>
        <translation>O disco onde está {path} está cheio. Cada resposta é guardada no momento em que é dada, e agora nada pode ser guardado aí. Liberte algum espaço e tente de novo.</translation>
    </message>
    <message>
        <source>{path} is a file, but Dealer Trainer needs a folder there for its data.</source>
        <translation>{path} é um ficheiro, mas o Dealer Trainer precisa de uma pasta aí para os seus dados.</translation>
    </message>
    <message>
        <source>{path} is a folder, but it should be the database file.</source>
        <translation>{path} é uma pasta, mas devia ser o ficheiro da base de dados.</translation>
    </message>
    <message>
        <source>Dealer Trainer — data folder problem</source>
        <translation>Dealer Trainer — problema com a pasta de dados</translation>
    </message>
    <message>
        <source>The data folder {path} cannot be used.</source>
        <translation>A pasta de dados {path} não pode ser usada.</translation>
    </message>
    <message>
        <source>Dealer Trainer keeps its database, settings and log in this folder. Choose another folder, or fix this one and try again.</source>
        <translation>O Dealer Trainer guarda nesta pasta a base de dados, as definições e o registo. Escolha outra pasta, ou corrija esta e tente de novo.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Escolher outra pasta…</translation>
    </message>
    <message>
        <source>Choose a folder for Dealer Trainer&apos;s data</source>
        <translation>Escolha uma pasta para os dados do Dealer Trainer</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Waiting for it…</source>
        <translation>A base de dados está ocupada: outro programa está a escrever nela. A aguardar…</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school server: its server support is not installed ({detail}).</source>
        <translation>Esta cópia do Dealer Trainer não pode usar um servidor da escola: o suporte de servidor não está instalado ({detail}).</translation>
    </message>
    <message>
        <source>The school server {server} did not answer, or its certificate is not the one given by --server-pin. Check the address and the fingerprint, or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>O servidor da escola {server} não respondeu, ou o seu certificado não é o indicado em --server-pin. Verifique o endereço e a impressão digital, ou pergunte aos serviços de informática da escola se o servidor está a funcionar.</translation>
    </message>
    <message>
        <source>{server} is not a Dealer Trainer school server, or it failed to answer. Ask the school&apos;s IT staff.</source>
        <translation>{server} não é um servidor da escola do Dealer Trainer, ou não conseguiu responder. Peça ajuda aos serviços de informática da escola.</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted, and the database file is missing:

{path}</source>
        <translation>Um restauro da base de dados foi interrompido e o ficheiro da base de dados está em falta:

{path}</translation>
    </message>
    <message>
        <source>The school&apos;s database from before the restore is kept as:

{aside}

Put it back to continue as before the restore; you can restore the backup again afterwards. No new, empty school is started.</source>
        <translation>A base de dados da escola de antes do restauro está guardada como:

{aside}

Reponha-a para continuar como antes do restauro; depois pode restaurar a cópia de segurança outra vez. Não é criada uma escola nova e vazia.</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Repor</translation>
    </message>
    <message>
        <source>The database file is empty (0 bytes):

{path}</source>
        <translation>O ficheiro da base de dados está vazio (0 bytes):

{path}</translation>
    </message>
    <message>
        <source>It may have been cut short by a full disk, an interrupted copy or a crash: the school&apos;s data is not in it. Restore a backup, or choose another file. Start a new school only if this is a new installation (the empty file is kept aside, not deleted).</source>
        <translation>Pode ter ficado incompleto por um disco cheio, uma cópia interrompida ou uma falha: os dados da escola não estão nele. Reponha uma cópia de segurança ou escolha outro ficheiro. Comece uma escola nova só se esta for uma instalação nova (o ficheiro vazio é posto de lado, não apagado).</translation>
    </message>
    <message>
        <source>Start a new school</source>
        <translation>Começar uma escola nova</translation>
    </message>
    <message>
        <source>The database file cannot be read: it is damaged or is not a Dealer Trainer database.

{path}</source>
        <translation>O ficheiro da base de dados não pode ser lido: está danificado ou não é uma base de dados do Dealer Trainer.

{path}</translation>
    </message>
    <message>
        <source>You can keep the damaged file aside (it is renamed, never deleted) and start with a fresh database, or open another file.</source>
        <translation>Pode pôr o ficheiro danificado de lado (é renomeado, nunca apagado) e começar com uma base de dados nova, ou abrir outro ficheiro.</translation>
    </message>
    <message>
        <source>Keep it aside and start fresh</source>
        <translation>Pôr de lado e começar de novo</translation>
    </message>
    <message>
        <source>Choose another file…</source>
        <translation>Escolher outro ficheiro…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>The database file cannot be opened.

{path}</source>
        <translation>Não é possível abrir o ficheiro da base de dados.

{path}</translation>
    </message>
    <message>
        <source>A backup is being restored into this database on another desk. Try again when it is done.</source>
        <translation>Está a ser restaurada uma cópia de segurança nesta base de dados noutro posto. Tente de novo quando terminar.</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Dealer Trainer tried again for a few seconds.</source>
        <translation>A base de dados está ocupada: outro programa está a escrever nela. O Dealer Trainer tentou de novo durante alguns segundos.</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school&apos;s database server: its PostgreSQL driver (psycopg) is not installed.</source>
        <translation>Esta cópia do Dealer Trainer não pode usar o servidor da base de dados de uma escola: o controlador PostgreSQL (psycopg) não está instalado.</translation>
    </message>
    <message>
        <source>Ask whoever installed Dealer Trainer to add PostgreSQL support (dealer-trainer[postgresql]), or start it without a database address (--db) to use the database on this computer.</source>
        <translation>Peça a quem instalou o Dealer Trainer que acrescente o suporte de PostgreSQL (dealer-trainer[postgresql]), ou inicie-o sem endereço de base de dados (--db) para usar a base de dados deste computador.</translation>
    </message>
    <message>
        <source>This database was written by a newer version of Dealer Trainer. Please update the app.

{detail}</source>
        <translation>Esta base de dados foi escrita por uma versão mais recente do Dealer Trainer. Atualize a aplicação.

{detail}</translation>
    </message>
    <message>
        <source>The database cannot be opened.

{detail}</source>
        <translation>A base de dados não pode ser aberta.

{detail}</translation>
    </message>
    <message>
        <source>Choose a Dealer Trainer database</source>
        <translation>Escolher uma base de dados do Dealer Trainer</translation>
    </message>
    <message>
        <source>Dealer Trainer database (*.sqlite3 *.db);;All files (*)</source>
        <translation>Base de dados do Dealer Trainer (*.sqlite3 *.db);;Todos os ficheiros (*)</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <source>The school server {server} cannot be reached: it did not answer. Try again in a moment.</source>
        <translation>Não é possível contactar o servidor da escola {server}: não respondeu. Tente de novo dentro de momentos.</translation>
    </message>
    <message>
        <source>The school&apos;s database server cannot be reached: it did not answer.</source>
        <translation>Não é possível aceder ao servidor da base de dados da escola: não respondeu.</translation>
    </message>
    <message>
        <source>The school&apos;s database server {server} cannot be reached: it did not answer.</source>
        <translation>Não é possível aceder ao servidor da base de dados da escola {server}: não respondeu.</translation>
    </message>
    <message>
        <source>The database server {server} refused the sign-in of user {user}: the user name or the password in the database address is wrong, or the server does not accept this computer.</source>
        <translation>O servidor da base de dados {server} recusou a entrada do utilizador {user}: o nome de utilizador ou a palavra-passe no endereço da base de dados estão errados, ou o servidor não aceita este computador.</translation>
    </message>
    <message>
        <source>The database server {server} has no database named {database}.</source>
        <translation>O servidor da base de dados {server} não tem nenhuma base de dados chamada {database}.</translation>
    </message>
    <message>
        <source>User {user} has no permission to use the database {database} on the server {server}.</source>
        <translation>O utilizador {user} não tem permissão para usar a base de dados {database} no servidor {server}.</translation>
    </message>
    <message>
        <source>The database server {server} refused the connection.</source>
        <translation>O servidor da base de dados {server} recusou a ligação.</translation>
    </message>
    <message>
        <source>Check the network cable or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>Verifique o cabo de rede ou pergunte ao pessoal de informática da escola se o servidor está a funcionar.</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff for the right user name and password, and start Dealer Trainer with the corrected database address (--db).</source>
        <translation>Peça ao pessoal de informática da escola o nome de utilizador e a palavra-passe corretos e inicie o Dealer Trainer com o endereço da base de dados corrigido (--db).</translation>
    </message>
    <message>
        <source>Check the database name in the address (--db), or ask the school&apos;s IT staff which database Dealer Trainer uses.</source>
        <translation>Verifique o nome da base de dados no endereço (--db) ou pergunte ao pessoal de informática da escola que base de dados o Dealer Trainer usa.</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff to give this user the right to connect to the database and to create and use its tables.</source>
        <translation>Peça ao pessoal de informática da escola que dê a este utilizador o direito de se ligar à base de dados e de criar e usar as suas tabelas.</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff.</source>
        <translation>Pergunte ao pessoal de informática da escola.</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <source>Live updates</source>
        <translation>Atualizações em direto</translation>
    </message>
    <message>
        <source>Backup and restore</source>
        <translation>Cópia de segurança e restauro</translation>
    </message>
    <message>
        <source>Moving the school</source>
        <translation>Mudar a escola de base de dados</translation>
    </message>
    <message>
        <source>The audit log</source>
        <translation>O registo de auditoria</translation>
    </message>
    <message>
        <source>The roster</source>
        <translation>A lista de formandos</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Trabalhos de casa</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Relatórios</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Praticar</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>The Table</source>
        <translation>A Mesa</translation>
    </message>
    <message>
        <source>Review schedules</source>
        <translation>Planos de revisão</translation>
    </message>
    <message>
        <source>The daily goal</source>
        <translation>O objetivo diário</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>Perfis de mesa</translation>
    </message>
    <message>
        <source>This part of the app</source>
        <translation>Esta parte da aplicação</translation>
    </message>
    <message>
        <source>{feature} is not available over the school server yet. Use it at a desk that opens the school&apos;s database.</source>
        <translation>{feature}: ainda não disponível através do servidor da escola. Use-o num posto que abra a base de dados da escola.</translation>
    </message>
    <message>
        <source>The database was replaced on another desk (a backup was restored there) or moved, so nothing more is saved on this desk. Close Dealer Trainer and start it again.</source>
        <translation>A base de dados foi substituída noutro posto (foi lá restaurada uma cópia de segurança) ou movida, por isso nada mais é guardado neste posto. Feche o Dealer Trainer e abra-o de novo.</translation>
    </message>
    <message>
        <source>Only an instructor can see or change this.</source>
        <translation>Só um formador pode ver ou alterar isto.</translation>
    </message>
    <message>
        <source>A trainee can only see their own records.</source>
        <translation>Um formando só pode ver os seus próprios registos.</translation>
    </message>
    <message>
        <source>This account has changed or is no longer active. Sign in again.</source>
        <translation>Esta conta foi alterada ou já não está ativa. Inicie sessão de novo.</translation>
    </message>
    <message>
        <source>The school server no longer takes this desk (an instructor revoked it): nothing more is saved here. Ask an instructor.</source>
        <translation>O servidor da escola já não aceita este posto (um instrutor revogou-o): nada mais é guardado aqui. Fale com um instrutor.</translation>
    </message>
    <message>
        <source>Your sign-in on the school server has ended. Sign in again.</source>
        <translation>A sua sessão no servidor da escola terminou. Inicie sessão de novo.</translation>
    </message>
    <message>
        <source>You are not allowed to see or change this.</source>
        <translation>Não tem autorização para ver nem alterar isto.</translation>
    </message>
    <message>
        <source>The name and password do not match. Sign in again.</source>
        <translation>O nome e a palavra-passe não correspondem. Inicie sessão de novo.</translation>
    </message>
    <message>
        <source>The file cannot be written there (no such folder, no permission, or the disk is full):
{0}</source>
        <translation>Não é possível escrever o ficheiro aí (a pasta não existe, sem permissão, ou o disco está cheio):
{0}</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it). Try again in a moment.</source>
        <translation>A base de dados está ocupada (outro programa está a escrever nela). Tente novamente daqui a pouco.</translation>
    </message>
    <message>
        <source>The database file cannot be read or written (no permission, or the disk is full).</source>
        <translation>Não é possível ler nem escrever o ficheiro da base de dados (sem permissão, ou o disco está cheio).</translation>
    </message>
    <message>
        <source>The database file is damaged. Ask an instructor to restore a backup.</source>
        <translation>O ficheiro da base de dados está danificado. Peça a um formador que reponha uma cópia de segurança.</translation>
    </message>
    <message>
        <source>The database refused a value that is not valid.</source>
        <translation>A base de dados recusou um valor que não é válido.</translation>
    </message>
    <message>
        <source>The database could not do that. Try again; if it happens again, the log has the details.</source>
        <translation>A base de dados não conseguiu fazer isso. Tente de novo; se voltar a acontecer, o registo tem os pormenores.</translation>
    </message>
    <message>
        <source>A file could not be read or written: {0}</source>
        <translation>Não foi possível ler nem escrever um ficheiro: {0}</translation>
    </message>
    <message>
        <source>That could not be done; the log has the details.</source>
        <translation>Não foi possível fazer isso; o registo tem os pormenores.</translation>
    </message>
    <message>
        <source>Something went wrong; the log has the details.</source>
        <translation>Algo correu mal; o registo tem os pormenores.</translation>
    </message>
</context>
<context>
    <name>TableCharts</name>
    <message>
        <source>Sam Kong Table</source>
        <translation>Mesa de Sam Kong</translation>
    </message>
    <message>
        <source>Sam Kong Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>Mesa de Sam Kong: acerto por passo (%; azul: montante certo, não com o mínimo de fichas)</translation>
    </message>
    <message>
        <source>Sam Kong Table: rounds per hour</source>
        <translation>Mesa de Sam Kong: rondas por hora</translation>
    </message>
    <message>
        <source>rounds/h</source>
        <translation>rondas/h</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>Mesa de bacará</translation>
    </message>
    <message>
        <source>Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>Mesa: precisão por passo (%; azul: montante certo, fichas não mínimas)</translation>
    </message>
    <message>
        <source>Table: coups per hour</source>
        <translation>Mesa: jogadas por hora</translation>
    </message>
    <message>
        <source>coups/h</source>
        <translation>jogadas/h</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <comment>a Table step kind recorded only when wrong: its count, not a share</comment>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableProfilesTab</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>M&amp;inimum bet (HK$)</source>
        <translation>Aposta m&amp;ínima (HK$)</translation>
    </message>
    <message>
        <source>Ma&amp;ximum bet (HK$)</source>
        <translation>Aposta má&amp;xima (HK$)</translation>
    </message>
    <message>
        <source>&amp;Commission</source>
        <translation>&amp;Comissão</translation>
    </message>
    <message>
        <source>&amp;Rounding of commission</source>
        <translation>&amp;Arredondamento da comissão</translation>
    </message>
    <message>
        <source>S&amp;mallest chip (HK$)</source>
        <translation>&amp;Menor ficha (HK$)</translation>
    </message>
    <message>
        <source>Deduct 5% at payout</source>
        <translation>Descontar 5% no pagamento</translation>
    </message>
    <message>
        <source>Mark in the commission box</source>
        <translation>Marcar na caixa de comissões</translation>
    </message>
    <message>
        <source>Exact (cents)</source>
        <translation>Exato (cêntimos)</translation>
    </message>
    <message>
        <source>Down to the smallest chip</source>
        <translation>Para baixo até à menor ficha</translation>
    </message>
    <message>
        <source>Up to the smallest chip</source>
        <translation>Para cima até à menor ficha</translation>
    </message>
    <message>
        <source>&amp;Save profile</source>
        <translation>&amp;Guardar perfil</translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation>Dê um nome ao perfil.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>Chip s&amp;et (HK$, e.g. 5, 25, 1,000)</source>
        <translation>Conjunto de fic&amp;has (HK$, p. ex. 5; 25; 1 000)</translation>
    </message>
    <message>
        <source>Take-and-pay &amp;order</source>
        <translation>Ordem de reco&amp;lha e pagamento</translation>
    </message>
    <message>
        <source>Chips of a pa&amp;yout</source>
        <translation>Fichas &amp;usadas num pagamento</translation>
    </message>
    <message>
        <source>&amp;After a tie (art. 12)</source>
        <translation>Ao &amp;verificar-se um empate (art. 12.º)</translation>
    </message>
    <message>
        <source>Pace target (co&amp;ups an hour)</source>
        <translation>Ritmo o&amp;bjetivo (jogadas por hora)</translation>
    </message>
    <message>
        <source>&amp;Tie bet limits (HK$)</source>
        <translation>Limites de &amp;Empate (HK$)</translation>
    </message>
    <message>
        <source>Luc&amp;ky 6 bet limits (HK$)</source>
        <translation>Limites de Luck&amp;y 6 (HK$)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>{0} minimum</source>
        <translation>{0} mínimo</translation>
    </message>
    <message>
        <source>{0} maximum</source>
        <translation>{0} máximo</translation>
    </message>
    <message>
        <source>Right to left (highest seat first)</source>
        <translation>Da direita para a esquerda (lugar mais alto primeiro)</translation>
    </message>
    <message>
        <source>Left to right (seat 1 first)</source>
        <translation>Da esquerda para a direita (lugar 1 primeiro)</translation>
    </message>
    <message>
        <source>Fewest chips</source>
        <translation>Menos fichas</translation>
    </message>
    <message>
        <source>The amount only (typed as an amount)</source>
        <translation>Só o montante (escrito como montante)</translation>
    </message>
    <message>
        <source>Colour for colour (match the stake&apos;s chips)</source>
        <translation>Cor por cor (igualar as fichas da aposta)</translation>
    </message>
    <message>
        <source>Push only</source>
        <translation>Só devolução</translation>
    </message>
    <message>
        <source>Keep, withdraw or change</source>
        <translation>Manter, retirar ou alterar</translation>
    </message>
    <message>
        <source>Increase only (SJM)</source>
        <translation>Só aumentar (SJM)</translation>
    </message>
    <message>
        <source>The commission rate must be between 0 and 1.</source>
        <translation>A taxa de comissão tem de estar entre 0 e 1.</translation>
    </message>
    <message>
        <source>A no-commission table (art. 18 (2)) has no commission box to mark: choose &quot;Deduct 5% at payout&quot; or untick no-commission.</source>
        <translation>Uma mesa sem comissão (art. 18.º (2)) não tem caixa de comissões para marcar: escolha «Descontar 5% no pagamento» ou desmarque a mesa sem comissão.</translation>
    </message>
    <message>
        <source>Give at least one chip value.</source>
        <translation>Indique pelo menos um valor de ficha.</translation>
    </message>
    <message>
        <source>Chip values must be positive amounts.</source>
        <translation>Os valores das fichas têm de ser montantes positivos.</translation>
    </message>
    <message>
        <source>Each chip value may appear only once.</source>
        <translation>Cada valor de ficha só pode aparecer uma vez.</translation>
    </message>
    <message>
        <source>The smallest unit ({0}) must be the smallest chip ({1}).</source>
        <translation>A unidade mínima ({0}) tem de ser a menor ficha ({1}).</translation>
    </message>
    <message>
        <source>A baccarat table has {0} or more seats (art. 1).</source>
        <translation>Uma mesa de bacará tem {0} ou mais lugares (art. 1.º).</translation>
    </message>
    <message>
        <source>A table has at most {0} seats here (a big Macau baccarat table).</source>
        <translation>Aqui, uma mesa tem no máximo {0} lugares (uma mesa grande de bacará de Macau).</translation>
    </message>
    <message>
        <source>The {0} minimum must be more than zero.</source>
        <translation>O mínimo de {0} tem de ser maior do que zero.</translation>
    </message>
    <message>
        <source>The {0} minimum {1} is above its maximum {2}.</source>
        <translation>O mínimo de {0} ({1}) é superior ao máximo ({2}).</translation>
    </message>
    <message>
        <source>The {0} limit {1} is not a whole number of the smallest chip {2}.</source>
        <translation>O limite de {0} ({1}) não é um múltiplo inteiro da menor ficha ({2}).</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit must be more than zero (art. 14).</source>
        <translation>O limite da diferença entre Banca e Ponto tem de ser maior do que zero (art. 14.º).</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit {0} is below the table minimum {1}: no single bet could be accepted (art. 14).</source>
        <translation>O limite da diferença entre Banca e Ponto ({0}) é inferior ao mínimo da mesa ({1}): nenhuma aposta isolada poderia ser aceite (art. 14.º).</translation>
    </message>
    <message>
        <source>{0} is beyond any table: amounts go up to {1}.</source>
        <translation>{0} está fora de qualquer mesa: os montantes vão até {1}.</translation>
    </message>
    <message>
        <source>On a no-commission table a Banker {0} winning with 6 is paid half, {1}, which the smallest chip {2} cannot pay (art. 18 (2)). Choose a minimum whose half is a whole number of chips, or a smaller chip.</source>
        <translation>Numa mesa sem comissão, uma aposta na Banca de {0} que ganha com 6 recebe metade, {1}, que a menor ficha ({2}) não consegue pagar (art. 18.º, n.º 2). Escolha um mínimo cuja metade seja um número inteiro de fichas, ou uma ficha menor.</translation>
    </message>
    <message>
        <source>The 5% commission on a Banker {0} win, {1}, is not a whole number of the smallest chip {2}, so it cannot be paid in chips (art. 18 (1), SJM house note). Choose a minimum whose 5% is one or more whole chips, or a smaller chip.</source>
        <translation>A comissão de 5% sobre uma Banca de {0} ganha, {1}, não é um múltiplo inteiro da menor ficha ({2}), pelo que não pode ser paga em fichas (art. 18 (1), nota da casa SJM). Escolha um mínimo cujos 5% sejam uma ou mais fichas inteiras, ou uma ficha menor.</translation>
    </message>
    <message>
        <source>{0} is finer than a cent: HK$ amounts have cents at most.</source>
        <translation>{0} é inferior a um cêntimo: os montantes em HK$ têm no máximo cêntimos.</translation>
    </message>
    <message>
        <source>A table has at most {0} chip values.</source>
        <translation>Uma mesa tem no máximo {0} valores de ficha.</translation>
    </message>
    <message>
        <source>The chip {0} is not a whole number of the smallest chip {1}.</source>
        <translation>A ficha de {0} não é um múltiplo inteiro da menor ficha ({1}).</translation>
    </message>
    <message>
        <source>The chip {0} is above the table maximum {1}.</source>
        <translation>A ficha de {0} está acima do máximo da mesa ({1}).</translation>
    </message>
    <message>
        <source>The table maximum {0} is more than {1} of the largest chip {2}: add a larger chip.</source>
        <translation>O máximo da mesa ({0}) é mais de {1} fichas da maior ficha ({2}): acrescente uma ficha maior.</translation>
    </message>
    <message>
        <source>These chip values are too uneven to work out payouts quickly: use values that step up like 5, 10, 20, 50, 100.</source>
        <translation>Estes valores de ficha são demasiado irregulares para calcular pagamentos depressa: use valores que subam como 5, 10, 20, 50, 100.</translation>
    </message>
    <message>
        <source>A pace target is 1 to {0} coups an hour.</source>
        <translation>O ritmo pretendido é de 1 a {0} jogadas por hora.</translation>
    </message>
    <message>
        <source>This profile&apos;s settings cannot be read.</source>
        <translation>Não é possível ler as definições deste perfil.</translation>
    </message>
    <message>
        <source>Not saved: a profile named {0} is stored, but this version of the app cannot read it. Save again to replace it with yours.</source>
        <translation>Não guardado: existe um perfil de mesa chamado {0}, mas esta versão da aplicação não o consegue ler. Guarde de novo para o substituir pelo seu.</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk.</source>
        <translation>Não guardado: {0} foi alterado noutro posto.</translation>
    </message>
    <message>
        <source>Who cuts (art. 2)</source>
        <translation>Quem corta (art. 2)</translation>
    </message>
    <message>
        <source>Burn at the start of a shoe (art. 2)</source>
        <translation>Queima no início do sapato (art. 2)</translation>
    </message>
    <message>
        <source>Fixed burn (cards, 1 to 8)</source>
        <translation>Queima fixa (cartas, 1 a 8)</translation>
    </message>
    <message>
        <source>Burn before each coup (art. 8)</source>
        <translation>Queima antes de cada jogada (art. 8)</translation>
    </message>
    <message>
        <source>Demonstration coups (art. 2)</source>
        <translation>Jogadas de demonstração (art. 2)</translation>
    </message>
    <message>
        <source>Last coup (art. 3)</source>
        <translation>Última jogada (art. 3)</translation>
    </message>
    <message>
        <source>Automatic shuffler (arts. 2, 7)</source>
        <translation>Baralhadora automática (arts. 2, 7)</translation>
    </message>
    <message>
        <source>Card holder, VIP squeeze (art. 16)</source>
        <translation>Cartas ao jogador, squeeze VIP (art. 16)</translation>
    </message>
    <message>
        <source>Equal largest bets (art. 16)</source>
        <translation>Maiores apostas iguais (art. 16)</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Um jogador</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>O croupier</translation>
    </message>
    <message>
        <source>(a) As many cards as decks</source>
        <translation>(a) Tantas cartas quantos os baralhos</translation>
    </message>
    <message>
        <source>(b) The first card&apos;s value</source>
        <translation>(b) O valor da primeira carta</translation>
    </message>
    <message>
        <source>(c) A fixed number</source>
        <translation>(c) Um número fixo</translation>
    </message>
    <message>
        <source>Cut card out: this coup and one more</source>
        <translation>Sai a carta de corte: esta jogada e mais uma</translation>
    </message>
    <message>
        <source>Cut card out: this coup is the last</source>
        <translation>Sai a carta de corte: esta é a última jogada</translation>
    </message>
    <message>
        <source>The lower seat holds</source>
        <translation>Fica com o lugar mais baixo</translation>
    </message>
    <message>
        <source>The higher seat holds</source>
        <translation>Fica com o lugar mais alto</translation>
    </message>
    <message>
        <source>The dealer turns them</source>
        <translation>O croupier vira-as</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>A fixed burn is 1 to 8 cards (art. 2 (c)), and is set only with the fixed burn; not {0}.</source>
        <translation>Uma queima fixa é de 1 a 8 cartas (art. 2 (c)) e só se define com a queima fixa; não {0}.</translation>
    </message>
    <message>
        <source>Before each coup the house burns 0 to {0} cards (art. 8).</source>
        <translation>Antes de cada jogada a casa queima 0 a {0} cartas (art. 8).</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} a {1}</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(removido)</translation>
    </message>
    <message>
        <source>the table profile “{0}”</source>
        <translation>o perfil de mesa «{0}»</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>Recarregada a versão guardada no outro posto.</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>A sua edição foi mantida; guardá-la substitui a do outro posto.</translation>
    </message>
    <message>
        <source>An amount is not valid: {0}</source>
        <translation>Um montante não é válido: {0}</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} guardado.</translation>
    </message>
    <message>
        <source>No-commission table (art. 18 (&amp;2))</source>
        <translation>Mesa sem comissão (art. 18.º, n.º &amp;2)</translation>
    </message>
    <message>
        <source>&amp;Banker bets in multiples of the minimum</source>
        <translation>Apostas na Banca em múltiplos &amp;do mínimo</translation>
    </message>
    <message>
        <source>Table si&amp;ze (seats, 7 to 14)</source>
        <translation>Número de lugare&amp;s (7 a 14)</translation>
    </message>
    <message>
        <source>Seat numbers a&amp;voided (e.g. 4, 13)</source>
        <translation>Números de lugar omi&amp;tidos (p. ex. 4, 13)</translation>
    </message>
    <message>
        <source>&amp;Delete profile</source>
        <translation>&amp;Remover perfil</translation>
    </message>
    <message>
        <source>Seat numbers avoided</source>
        <translation>Números de lugar omitidos</translation>
    </message>
    <message>
        <source>Lucky &amp;6 offered</source>
        <translation>Lucky &amp;6 disponível</translation>
    </message>
    <message>
        <source>Ne&amp;w profile</source>
        <translation>Novo perfil (&amp;W)</translation>
    </message>
    <message>
        <source>A new profile, copied from the selected one</source>
        <translation>Um perfil novo, copiado do selecionado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Seats {0}</source>
        <translation>Lugares {0}</translation>
    </message>
    <message>
        <source>Name the new profile</source>
        <translation>Dê um nome ao perfil novo</translation>
    </message>
    <message>
        <source>New profile, copied from {0}: give it a name and save it.</source>
        <translation>Perfil novo, copiado de {0}: dê-lhe um nome e guarde-o.</translation>
    </message>
    <message>
        <source>{0} is shipped with the trainer and cannot be deleted. Make a new profile from it instead.</source>
        <translation>{0} vem com o programa e não pode ser removido. Crie antes um perfil novo a partir dele.</translation>
    </message>
    <message>
        <source>Delete the table profile {0}?</source>
        <translation>Remover o perfil de mesa {0}?</translation>
    </message>
    <message>
        <source>The shipped profile of this name comes back in its place.</source>
        <translation>O perfil do programa com este nome volta a ser usado no seu lugar.</translation>
    </message>
    <message>
        <source>The exams {0} draw their deals at this table: they cannot start a sitting until an instructor picks their tables again. Sittings under way keep the rules they started with.</source>
        <translation>Os exames {0} dão as suas jogadas nesta mesa: não poderão começar uma prova até um instrutor voltar a escolher as mesas deles. As provas em curso mantêm as regras com que começaram.</translation>
    </message>
    <message numerus="yes">
        <source>%n kept shoe(s) begun at this table resume with the rules they began with.</source>
        <translation>
            <numerusform>%n sapato guardado, começado nesta mesa, retoma com as regras com que começou.</numerusform>
            <numerusform>%n sapatos guardados, começados nesta mesa, retomam com as regras com que começaram.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>Remover perfil</translation>
    </message>
    <message>
        <source>Not deleted: {0} changed on another desk. Its new settings are shown.</source>
        <translation>Não removido: {0} foi alterado noutro posto. As novas definições estão à vista.</translation>
    </message>
    <message>
        <source>Deleted {0}.</source>
        <translation>{0} removido.</translation>
    </message>
    <message>
        <source>&amp;Player Pair bet limits (HK$)</source>
        <translation>Limites de &amp;Par do Jogador (HK$)</translation>
    </message>
    <message>
        <source>Banker Pair bet limits (HK$)</source>
        <translation>Limites de Par da Banca (HK$)</translation>
    </message>
    <message>
        <source>{0} bet limits (HK$)</source>
        <translation>Limites de {0} (HK$)</translation>
    </message>
    <message>
        <source>{0} offered</source>
        <translation>{0} disponível</translation>
    </message>
    <message>
        <source>There is already a profile named {0}: give the new one another name.</source>
        <translation>Já existe um perfil chamado {0}: dê outro nome ao novo.</translation>
    </message>
    <message>
        <source>List the seat numbers to skip as whole numbers, e.g. 4, 13 (not {0}).</source>
        <translation>Indique os números de lugar a omitir como números inteiros, p. ex. 4, 13 (não {0}).</translation>
    </message>
    <message>
        <source>Seats are numbered from 1: {0} cannot be skipped.</source>
        <translation>Os lugares são numerados a partir de 1: {0} não pode ser omitido.</translation>
    </message>
    <message>
        <source>The seat number {0} is listed twice.</source>
        <translation>O número de lugar {0} aparece duas vezes.</translation>
    </message>
    <message>
        <source>Seats are numbered up to {0}.</source>
        <translation>Os lugares são numerados até {0}.</translation>
    </message>
</context>
<context>
    <name>TableReplayDialog</name>
    <message>
        <source>This coup cannot be replayed: it was stored before the Table kept its steps&apos; actions.</source>
        <translation>Esta jogada não pode ser repetida: foi guardada antes de a Mesa registar as acções de cada passo.</translation>
    </message>
    <message>
        <source>Coup {0}, step {1} of {2}</source>
        <translation>Jogada {0}, passo {1} de {2}</translation>
    </message>
    <message>
        <source>Coup replay</source>
        <translation>Repetição da jogada</translation>
    </message>
    <message>
        <source>◀ Previous step</source>
        <translation>◀ Passo anterior</translation>
    </message>
    <message>
        <source>Next step ▶</source>
        <translation>Passo seguinte ▶</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>A shoe you began is not finished (coup {0}). Resume it where you left off?</source>
        <translation>Um sapato que começou não está terminado (jogada {0}). Retomá-lo onde parou?</translation>
    </message>
    <message>
        <source>A shoe you began is not finished. Resume it where you left off?</source>
        <translation>Um sapato que começou não está terminado. Retomá-lo onde parou?</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>New shoe</source>
        <translation>Novo sapato</translation>
    </message>
    <message>
        <source>These settings: for the next shoe (Ctrl+N)</source>
        <translation>Estas definições: para o próximo sapato (Ctrl+N)</translation>
    </message>
    <message>
        <source>Unfinished shoe</source>
        <translation>Sapato por acabar</translation>
    </message>
    <message>
        <source>Deal a new shoe?</source>
        <translation>Dar um novo sapato?</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>A jogada {0} deste sapato está em curso. Um novo sapato termina este aqui; todos os passos que deu estão guardados.</translation>
    </message>
    <message>
        <source>Deal a new shoe at the table chosen (Ctrl+N)</source>
        <translation>Dar um novo sapato na mesa escolhida (Ctrl+N)</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>Jogada a jogada</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>C&amp;oups:</source>
        <translation>Joga&amp;das:</translation>
    </message>
    <message>
        <source>whole shoe</source>
        <translation>sapato inteiro</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>&amp;Seats filled:</source>
        <translation>Lugares o&amp;cupados:</translation>
    </message>
    <message>
        <source>Fa&amp;ulty bets:</source>
        <translation>Apostas com fa&amp;lha:</translation>
    </message>
    <message>
        <source>A&amp;wkward amounts</source>
        <translation>Montantes irre&amp;gulares</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;New shoe</source>
        <translation>&amp;Novo sapato</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>Ron&amp;das:</translation>
    </message>
    <message>
        <source>Si&amp;de bets</source>
        <translation>Apostas la&amp;terais</translation>
    </message>
    <message>
        <source>&amp;Cash and chips</source>
        <translation>Dinhei&amp;ro e fichas</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Dica (H)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Continuar (Enter)</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the amount, Enter; mark commission (M).</source>
        <translation>Liquidar: recolha cada aposta perdedora (T); pague os vencedores lugar a lugar: escreva o montante, Enter; marque a comissão (M).</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a prompt, then one more sentence</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>A takes every bet of the selected bet&apos;s side.</source>
        <translation>A recolhe todas as apostas do lado da aposta selecionada.</translation>
    </message>
    <message>
        <source>e.g. 1,140 (or chips: 1k 100 2x20)</source>
        <translation>p. ex. 1,140 (ou fichas: 1k 100 2x20)</translation>
    </message>
    <message>
        <source>Amount paid, e.g. 1,140</source>
        <translation>Montante pago, p. ex. 1,140</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Step not saved</source>
        <translation>Passo não guardado</translation>
    </message>
    <message>
        <source>{0} Your step was not saved.</source>
        <translation>{0} O seu passo não foi guardado.</translation>
    </message>
    <message>
        <source>The database could not save your step: nothing changed on the table.</source>
        <translation>A base de dados não conseguiu guardar o seu passo: nada mudou na mesa.</translation>
    </message>
    <message>
        <source>This shoe was finished or given up on another desk; a new shoe is dealt here.</source>
        <translation>Este sapato foi terminado ou abandonado noutro computador; aqui é dado um sapato novo.</translation>
    </message>
</context>
<context>
    <name>TableSectionRow</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>The table profile the coups are dealt at</source>
        <translation>O perfil de mesa em que as jogadas são dadas</translation>
    </message>
    <message>
        <source>&amp;Coups</source>
        <translation>Joga&amp;das</translation>
    </message>
    <message>
        <source>Pass mark (steps)</source>
        <translation>Nota mínima (passos)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Seats filled</source>
        <translation>Lugares ocupados</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>Apostas com erro</translation>
    </message>
    <message>
        <source>Roun&amp;ds</source>
        <translation>Ron&amp;das</translation>
    </message>
    <message>
        <source>Pace target (coups an hour):</source>
        <translation>Objetivo de ritmo (jogadas por hora):</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Apostas laterais</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>Bacará</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>Sam Kong</translation>
    </message>
    <message>
        <source>The game dealt at the table: baccarat, or Sam Kong at one of its shipped tables</source>
        <translation>O jogo dado na mesa: bacará, ou Sam Kong numa das mesas que vêm com o programa</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>Dinheiro e fichas</translation>
    </message>
    <message>
        <source>Cut, burn and the shoe&apos;s end</source>
        <translation>Corte, queima e fim do sapato</translation>
    </message>
    <message>
        <source>The trainee cuts, burns and ends the shoe as the table&apos;s procedures say (arts. 2, 3, 8)</source>
        <translation>O formando corta, queima e termina o sapato como dizem os procedimentos da mesa (arts. 2, 3, 8)</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Irregularidades</translation>
    </message>
    <message>
        <source>The share of coups that meet an irregularity: an exposed card, a misdeal (arts. 3, 4, 10)</source>
        <translation>A parte das jogadas com uma irregularidade: uma carta exposta, uma distribuição errada (arts. 3, 4, 10)</translation>
    </message>
    <message>
        <source>Squeeze (card holder)</source>
        <translation>Squeeze (cartas ao jogador)</translation>
    </message>
    <message>
        <source>Where the table has a card holder, the bettors with the largest bets turn the cards (art. 16)</source>
        <translation>Onde a mesa dá as cartas ao jogador, os apostadores com as maiores apostas viram as cartas (art. 16)</translation>
    </message>
    <message>
        <source>Standing bettors</source>
        <translation>Apostadores de pé</translation>
    </message>
    <message>
        <source>Bettors stand behind the seats; now and then one bets in a seated player&apos;s box, to refuse (art. 15)</source>
        <translation>Apostadores de pé atrás dos lugares; de vez em quando um aposta na casa de um jogador sentado, a recusar (art. 15)</translation>
    </message>
    <message>
        <source>Pace target (rounds an hour):</source>
        <translation>Objetivo de ritmo (rondas por hora):</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat}, {kind}: {amount}</source>
        <translation>Lugar {seat}, {kind}: {amount}</translation>
    </message>
    <message>
        <source>{bet} in {chips}</source>
        <translation>{bet} (fichas: {chips})</translation>
    </message>
    <message>
        <source>Commission box {seat}: {amount}</source>
        <translation>Caixa de comissões {seat}: {amount}</translation>
    </message>
    <message>
        <source>Shoe: {0} cards</source>
        <translation>Sapato: {0} cartas</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>Jogada {0}</translation>
    </message>
    <message>
        <source>Bets: refuse each faulty bet (select it, R), collect a box that is due (C), then no more bets (N).</source>
        <translation>Apostas: recuse cada aposta com falha (selecione-a, R), cobre a caixa devida (C) e depois não há mais apostas (N).</translation>
    </message>
    <message>
        <source>Call the totals: type the Player&apos;s, then the Banker&apos;s.</source>
        <translation>Anuncie os totais: escreva o do Ponto e depois o da Banca.</translation>
    </message>
    <message>
        <source>Player&apos;s third card: D draw, S stand.</source>
        <translation>Terceira carta do Ponto: D tirar, S ficar.</translation>
    </message>
    <message>
        <source>Banker&apos;s third card: D draw, S stand.</source>
        <translation>Terceira carta da Banca: D tirar, S ficar.</translation>
    </message>
    <message>
        <source>Call the result: mark 1 Player pair, 2 Banker pair, 3 natural, 6 Banker wins with 6; then P, B or T.</source>
        <translation>Anuncie o resultado: marque 1 par do Ponto, 2 par da Banca, 3 natural, 6 Banca ganha com 6; depois P, B ou T.</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the chips, Enter; mark commission (M).</source>
        <translation>Liquidar: recolha cada aposta perdedora (T); pague os vencedores lugar a lugar: escreva as fichas, Enter; marque a comissão (M).</translation>
    </message>
    <message>
        <source>The shoe is over. Ctrl+N deals a new shoe.</source>
        <translation>O sapato terminou. Ctrl+N dá um novo sapato.</translation>
    </message>
    <message>
        <source>Totals called: Player {0}, Banker {1}</source>
        <translation>Totais anunciados: Ponto {0}, Banca {1}</translation>
    </message>
    <message>
        <source>placed after the cards are out</source>
        <translation>feita depois de as cartas saírem</translation>
    </message>
    <message>
        <source>a standing bettor in a seated box</source>
        <translation>um apostador de pé na casa de um jogador sentado</translation>
    </message>
    <message>
        <source>{step} ({what})</source>
        <translation>{step} ({what})</translation>
    </message>
    <message>
        <source>Refusing a good bet</source>
        <translation>Recusar uma aposta correta</translation>
    </message>
    <message>
        <source>a tie with no door bet</source>
        <translation>um empate sem aposta na porta</translation>
    </message>
    <message>
        <source>a change of door</source>
        <translation>uma mudança de porta</translation>
    </message>
    <message>
        <source>Sam Kong: {0}</source>
        <translation>Sam Kong: {0}</translation>
    </message>
    <message>
        <source>Paying {0}</source>
        <translation>Pagar {0}</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>Não há mais apostas</translation>
    </message>
    <message>
        <source>Dealing order</source>
        <translation>Ordem de dar cartas</translation>
    </message>
    <message>
        <source>Take-and-pay order</source>
        <translation>Ordem de recolher e pagar</translation>
    </message>
    <message>
        <source>Taking out of order</source>
        <translation>Recolher fora de ordem</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Final totals</source>
        <translation>Totais finais</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>Terceira carta do Ponto</translation>
    </message>
    <message>
        <source>Banker&apos;s third card</source>
        <translation>Terceira carta da Banca</translation>
    </message>
    <message>
        <source>Taking a losing bet</source>
        <translation>Recolher uma aposta perdedora</translation>
    </message>
    <message>
        <source>Marking commission</source>
        <translation>Marcar a comissão</translation>
    </message>
    <message>
        <source>Collecting a commission box</source>
        <translation>Cobrar uma caixa de comissões</translation>
    </message>
    <message>
        <source>Counting a buy-in</source>
        <translation>Contar uma compra de fichas</translation>
    </message>
    <message>
        <source>Chips for a buy-in</source>
        <translation>Fichas de uma compra</translation>
    </message>
    <message>
        <source>Colouring up</source>
        <translation>Trocar por fichas maiores</translation>
    </message>
    <message>
        <source>Passing the cards to their holder</source>
        <translation>Passar as cartas ao seu detentor</translation>
    </message>
    <message>
        <source>Passing the third card</source>
        <translation>Passar a terceira carta</translation>
    </message>
    <message>
        <source>Calling before the cards are turned</source>
        <translation>Anunciar antes de as cartas serem viradas</translation>
    </message>
    <message>
        <source>Taking the cards back from their holder</source>
        <translation>Recolher as cartas do detentor</translation>
    </message>
    <message>
        <source>{0}, placed by a standing bettor</source>
        <translation>{0}, feita por um apostador de pé</translation>
    </message>
    <message>
        <source>{name} {low}–{high}</source>
        <translation>{name} {low}–{high}</translation>
    </message>
    <message>
        <source>Limits (HK$)</source>
        <translation>Limites (HK$)</translation>
    </message>
    <message>
        <source>B in multiples of {0}</source>
        <translation>B em múltiplos de {0}</translation>
    </message>
    <message>
        <source>Seat {0}: colour up</source>
        <translation>Lugar {0}: trocar por fichas maiores</translation>
    </message>
    <message>
        <source>Seat {0}: buy-in</source>
        <translation>Lugar {0}: compra de fichas</translation>
    </message>
    <message>
        <source>over the maximum</source>
        <translation>acima do máximo</translation>
    </message>
    <message>
        <source>under the minimum</source>
        <translation>abaixo do mínimo</translation>
    </message>
    <message>
        <source>Banker not a multiple of the minimum</source>
        <translation>Banca não é múltiplo do mínimo</translation>
    </message>
    <message>
        <source>Banker/Player difference over the limit</source>
        <translation>diferença Banca/Ponto acima do limite</translation>
    </message>
    <message>
        <source>placed after no more bets</source>
        <translation>feita depois de não há mais apostas</translation>
    </message>
    <message>
        <source>pay seat {0} next</source>
        <translation>pagar o lugar {0} a seguir</translation>
    </message>
    <message>
        <source>take at seat {0}</source>
        <translation>recolher no lugar {0}</translation>
    </message>
    <message>
        <source>collect box {0} first</source>
        <translation>cobrar primeiro a caixa {0}</translation>
    </message>
    <message>
        <source>pass the cards to seat {0}</source>
        <translation>passar as cartas ao lugar {0}</translation>
    </message>
    <message>
        <source>change the cash at seat {0} first</source>
        <translation>trocar primeiro o dinheiro do lugar {0}</translation>
    </message>
    <message>
        <source>{amount} in {chips}</source>
        <translation>{amount} em {chips}</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}</source>
        <translation>Ponto {0}, Banca {1}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tirar carta</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>ficar</translation>
    </message>
    <message>
        <source>refuse the bet</source>
        <translation>recusar a aposta</translation>
    </message>
    <message>
        <source>accept the bet</source>
        <translation>aceitar a aposta</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>não há mais apostas</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>dar cartas</translation>
    </message>
    <message>
        <source>take the bet</source>
        <translation>recolher a aposta</translation>
    </message>
    <message>
        <source>pay the bet</source>
        <translation>pagar a aposta</translation>
    </message>
    <message>
        <source>leave it: a push</source>
        <translation>deixá-la: empata</translation>
    </message>
    <message>
        <source>take every losing bet first</source>
        <translation>recolher primeiro todas as apostas perdedoras</translation>
    </message>
    <message>
        <source>the Player&apos;s third card first</source>
        <translation>primeiro a terceira carta do Ponto</translation>
    </message>
    <message>
        <source>nothing to mark</source>
        <translation>nada a marcar</translation>
    </message>
    <message>
        <source>pass the next cards</source>
        <translation>passar as cartas seguintes</translation>
    </message>
    <message>
        <source>wait for the holder&apos;s turn, then take the cards back</source>
        <translation>esperar que o detentor vire as cartas e depois recolhê-las</translation>
    </message>
    <message>
        <source>a card to the {0}</source>
        <translation>uma carta para {0}</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>ganha o Ponto</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>ganha a Banca</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>par do Ponto</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>par da Banca</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>Banca ganha com 6</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}: certo.</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}: errado. Certo: {expected}. O seu: {given}.</translation>
    </message>
    <message>
        <source>Hint: pass these cards to seat {0} ({0}, then G).</source>
        <translation>Dica: passe estas cartas ao lugar {0} ({0} e depois G).</translation>
    </message>
    <message>
        <source>Hint: wait for the holder to turn the cards, then take them back (Enter).</source>
        <translation>Dica: espere que o detentor vire as cartas e depois recolha-as (Enter).</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its chips: {2}.</source>
        <translation>{0}: esta mesa não tem fichas de {1}. As fichas desta mesa: {2}.</translation>
    </message>
    <message>
        <source>({0})</source>
        <translation>({0})</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>Recusar (R)</translation>
    </message>
    <message>
        <source>No more bets (N)</source>
        <translation>Não há mais apostas (N)</translation>
    </message>
    <message>
        <source>Collect box (C)</source>
        <translation>Cobrar caixa (C)</translation>
    </message>
    <message>
        <source>Player (P)</source>
        <translation>Ponto (P)</translation>
    </message>
    <message>
        <source>Banker (B)</source>
        <translation>Banca (B)</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>Tirar (D)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Ficar (S)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>Recolher (T)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <translation>Pagar (Enter)</translation>
    </message>
    <message>
        <source>Mark (M)</source>
        <translation>Marcar (M)</translation>
    </message>
    <message>
        <source>Pass to seat (G)</source>
        <translation>Passar ao lugar (G)</translation>
    </message>
    <message>
        <source>Dealer turns (K)</source>
        <translation>Croupier vira (K)</translation>
    </message>
    <message>
        <source>Turned: take back (Enter)</source>
        <translation>Viradas: recolher (Enter)</translation>
    </message>
    <message>
        <source>Return stake (W)</source>
        <translation>Devolver aposta (W)</translation>
    </message>
    <message>
        <source>Accept change (A)</source>
        <translation>Aceitar alteração (A)</translation>
    </message>
    <message>
        <source>Refuse change (X)</source>
        <translation>Recusar alteração (X)</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>Total {0}</translation>
    </message>
    <message>
        <source>P pair (1)</source>
        <translation>Par P (1)</translation>
    </message>
    <message>
        <source>B pair (2)</source>
        <translation>Par B (2)</translation>
    </message>
    <message>
        <source>Natural (3)</source>
        <translation>Natural (3)</translation>
    </message>
    <message>
        <source>Banker 6 (6)</source>
        <translation>Banca 6 (6)</translation>
    </message>
    <message>
        <source>Player wins (P)</source>
        <translation>Ganha o Ponto (P)</translation>
    </message>
    <message>
        <source>Banker wins (B)</source>
        <translation>Ganha a Banca (B)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>Empate (T)</translation>
    </message>
    <message>
        <source>Selected: {0}.</source>
        <translation>Selecionado: {0}.</translation>
    </message>
    <message>
        <source>A third card is out: call the final totals, the Player&apos;s, then the Banker&apos;s.</source>
        <translation>Saiu uma terceira carta: anuncie os totais finais, o do Ponto e depois o da Banca.</translation>
    </message>
    <message>
        <source>An irregularity: K the card stays, F correct it, U burn the card, V void the coup.</source>
        <translation>Uma irregularidade: K a carta fica, F corrigir, U queimar a carta, V anular a jogada.</translation>
    </message>
    <message>
        <source>The shoe is over: collect every commission box (select it, type the amount, Enter).</source>
        <translation>O sapato terminou: cobre todas as caixas de comissões (selecione-a, escreva o montante, Enter).</translation>
    </message>
    <message>
        <source>The cut: place the white cut card, Enter.</source>
        <translation>O corte: coloque a carta de corte branca, Enter.</translation>
    </message>
    <message>
        <source>Burn the cards: type how many, Enter.</source>
        <translation>Queime as cartas: escreva quantas, Enter.</translation>
    </message>
    <message>
        <source>Burn before the deal: type how many, Enter.</source>
        <translation>Queime antes de distribuir: escreva quantas, Enter.</translation>
    </message>
    <message>
        <source>A bet pushed on after the cards are out: {bet}. Refuse it (R) before you go on.</source>
        <translation>Uma aposta empurrada depois de as cartas saírem: {bet}. Recuse-a (R) antes de continuar.</translation>
    </message>
    <message>
        <source>The shoe is to be closed: collect every commission box (select it, type the amount, Enter), then shuffle (S).</source>
        <translation>O sapato vai ser fechado: cobre todas as caixas de comissão (selecione-a, escreva o montante, Enter) e depois baralhe (S).</translation>
    </message>
    <message>
        <source>Card holders (art. 16): pass the face-down cards, the Player&apos;s first, to the seated bettor with the largest bet on that side: the seat&apos;s number then G (or select the bet, G); K if the dealer turns them.</source>
        <translation>Detentores das cartas (art. 16.º): passe as cartas viradas para baixo, primeiro as do Ponto, ao jogador sentado com a maior aposta nesse lado: o número do lugar e G (ou selecione a aposta, G); K se o croupier as vira.</translation>
    </message>
    <message>
        <source>Pass the third card on its own to its side&apos;s holder (the seat&apos;s number then G, or select the bet, G; K: the dealer turns it).</source>
        <translation>Passe a terceira carta sozinha ao detentor do seu lado (o número do lugar e G, ou selecione a aposta, G; K: o croupier vira-a).</translation>
    </message>
    <message>
        <source>The holder turns the cards (art. 16): wait, then take them back face up (Enter) before any call.</source>
        <translation>O detentor vira as cartas (art. 16.º): espere e depois recolha-as viradas para cima (Enter) antes de qualquer anúncio.</translation>
    </message>
    <message>
        <source>Seat {0}: G passes the cards there</source>
        <translation>Lugar {0}: G passa-lhe as cartas</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Movimentada</translation>
    </message>
    <message>
        <source>Full VIP table</source>
        <translation>Mesa VIP cheia</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personalizado…</translation>
    </message>
    <message>
        <source>a table that deducts commission</source>
        <translation>uma mesa que desconta a comissão</translation>
    </message>
    <message>
        <source>a commission-box table</source>
        <translation>uma mesa com caixas de comissão</translation>
    </message>
    <message>
        <source>a no-commission table</source>
        <translation>uma mesa sem comissão</translation>
    </message>
    <message>
        <source>awkward amounts</source>
        <translation>montantes irregulares</translation>
    </message>
    <message>
        <source>round amounts</source>
        <translation>montantes redondos</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>apostas laterais</translation>
    </message>
    <message>
        <source>no side bets</source>
        <translation>sem apostas laterais</translation>
    </message>
    <message>
        <source>Seats filled {seats}, {amounts}, {sides}, faulty bets {faults}; best on {commission}.</source>
        <translation>Lugares ocupados {seats}, {amounts}, {sides}, apostas com falha {faults}; ideal para {commission}.</translation>
    </message>
    <message>
        <source>Players buy in with notes and colour up when they leave, at baccarat and Sam Kong tables alike.</source>
        <translation>Os jogadores compram fichas com notas e trocam-nas por fichas maiores ao sair, tanto nas mesas de bacará como nas de Sam Kong.</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to withdraw the bet.</source>
        <translation>Após o empate: {bet} pede para retirar a aposta.</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to move it to {side}.</source>
        <translation>Após o empate: {bet} pede para a passar para {side}.</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to raise it to {amount}.</source>
        <translation>Após o empate: {bet} pede para a aumentar para {amount}.</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to lower it to {amount}.</source>
        <translation>Após o empate: {bet} pede para a reduzir para {amount}.</translation>
    </message>
    <message>
        <source>Return the stake (W), accept the change (A) or refuse it (X), as the table allows (art. 12).</source>
        <translation>Devolva a aposta (W), aceite a alteração (A) ou recuse-a (X), como a mesa permite (art. 12.º).</translation>
    </message>
    <message>
        <source>{asked} {keys}</source>
        <comment>two sentences</comment>
        <translation>{asked} {keys}</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>retirar</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>aumentar</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>reduzir</translation>
    </message>
    <message>
        <source>switch sides</source>
        <translation>trocar de lado</translation>
    </message>
    <message>
        <source>this table allows only an increase</source>
        <translation>esta mesa só permite aumentar</translation>
    </message>
    <message>
        <source>this table allows no change after a tie</source>
        <translation>esta mesa não permite alterações após um empate</translation>
    </message>
    <message>
        <source>outside the table&apos;s limits</source>
        <translation>fora dos limites da mesa</translation>
    </message>
    <message>
        <source>Faulty bet ({0})</source>
        <translation>Aposta com falha ({0})</translation>
    </message>
    <message>
        <source>Bet after a tie ({0})</source>
        <translation>Aposta após um empate ({0})</translation>
    </message>
    <message>
        <source>refuse the change: {0}</source>
        <translation>recusar a alteração: {0}</translation>
    </message>
    <message>
        <source>return the stake</source>
        <translation>devolver a aposta</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a step, then one more sentence</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>the dealer turns the cards</source>
        <translation>o croupier vira as cartas</translation>
    </message>
    <message>
        <source>wait until the holders have turned the cards</source>
        <translation>esperar que os detentores virem as cartas</translation>
    </message>
    <message>
        <source>pass the first two cards first</source>
        <translation>passar primeiro as duas primeiras cartas</translation>
    </message>
    <message>
        <source>decide the third card first</source>
        <translation>decidir primeiro a terceira carta</translation>
    </message>
    <message>
        <source>pass the third card</source>
        <translation>passar a terceira carta</translation>
    </message>
    <message>
        <source>call the totals</source>
        <translation>anunciar os pontos</translation>
    </message>
    <message>
        <source>call the result</source>
        <translation>anunciar o resultado</translation>
    </message>
    <message>
        <source>the {0}&apos;s cards</source>
        <translation>as cartas de {0}</translation>
    </message>
    <message>
        <source>no seated bettor has a bet on the {side}: the dealer turns its cards</source>
        <translation>nenhum jogador sentado aposta em {side}: o croupier vira essas cartas</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house has the dealer turn the cards</source>
        <translation>os lugares {seats} têm a mesma maior aposta sentada em {side} ({amount}): pela regra da casa, vira-as o croupier</translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house gives the cards to seat {seat}</source>
        <translation>os lugares {seats} têm a mesma maior aposta sentada em {side} ({amount}): pela regra da casa, as cartas vão para o lugar {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has the largest seated bet on the {side} ({amount}): it holds and turns the {side}&apos;s cards</source>
        <translation>o lugar {seat} tem a maior aposta de um jogador sentado em {side} ({amount}): segura e vira as cartas de {side}</translation>
    </message>
    <message>
        <source>it is over the table&apos;s posted maximum for that bet</source>
        <translation>está acima do máximo afixado na mesa para essa aposta</translation>
    </message>
    <message>
        <source>it is under the table&apos;s posted minimum for that bet</source>
        <translation>está abaixo do mínimo afixado na mesa para essa aposta</translation>
    </message>
    <message>
        <source>refuse {bet}: {posted}, a house limit no article sets</source>
        <translation>recuse {bet}: {posted}, um limite da casa que nenhum artigo fixa</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Right: {expected}. You: {given}. Paid; go on (house practice, no article).</source>
        <translation>✗ {step}: montante certo, fichas não mínimas. Certo: {expected}. Você: {given}. Pago; continue (prática da casa, sem artigo).</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Paid; go on.</source>
        <translation>✗ {step}: montante certo, fichas não mínimas. Pago; continue.</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}: não está certo. Dê o passo certo.</translation>
    </message>
    <message>
        <source>Coup {coup}: {seconds} s.</source>
        <translation>Jogada {coup}: {seconds} s.</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>Sem erros.</translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>Erros: {0}</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>Apostas com falha</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Anúncios</translation>
    </message>
    <message>
        <source>Third cards</source>
        <translation>Terceiras cartas</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Recolher</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Pagar</translation>
    </message>
    <message>
        <source>Collecting boxes</source>
        <translation>Cobrar caixas</translation>
    </message>
    <message>
        <source>Bets after a tie</source>
        <translation>Apostas após um empate</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>Dinheiro e fichas</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Irregularidades</translation>
    </message>
    <message>
        <source>Card holders</source>
        <translation>Detentores das cartas</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>Exatidão: {0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}: {right} de {total} certos</translation>
    </message>
    <message numerus="yes">
        <source>Of the payouts not right: %n in the right amount but not the fewest chips</source>
        <translation>
            <numerusform>Dos pagamentos errados: %n com o montante certo, fichas não mínimas</numerusform>
            <numerusform>Dos pagamentos errados: %n com o montante certo, fichas não mínimas</numerusform>
        </translation>
    </message>
    <message>
        <source>Coups per hour: {rate} (target {target})</source>
        <translation>Jogadas por hora: {rate} (objetivo {target})</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>Tempo mediano por pagamento: {0} s</translation>
    </message>
    <message>
        <source>Coup {coup}, step {number}: {step}</source>
        <translation>Jogada {coup}, passo {number}: {step}</translation>
    </message>
    <message>
        <source>The table at coup {coup}, before step {number}</source>
        <translation>A mesa na jogada {coup}, antes do passo {number}</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Ficha de pontuação</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Mistakes (pick one to see the table as it was):</source>
        <translation>&amp;Erros (escolha um para ver a mesa como estava):</translation>
    </message>
    <message>
        <source>No mistakes in this shoe.</source>
        <translation>Nenhum erro neste sapato.</translation>
    </message>
    <message>
        <source>Red, dashed: what you did. Green: the right step.</source>
        <translation>A vermelho, tracejado: o que fez. A verde: o passo certo.</translation>
    </message>
    <message>
        <source>Leave this shoe?</source>
        <translation>Sair deste sapato?</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. It is kept: open the Table again to deal on from this step.</source>
        <translation>A jogada {0} deste sapato está em curso. O sapato fica guardado: abra de novo a Mesa para continuar a dar a partir deste passo.</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>A jogada {0} deste sapato está em curso. Se sair, o sapato termina aqui; todos os passos que deu estão guardados.</translation>
    </message>
    <message>
        <source>Press Enter to go on.</source>
        <translation>Prima Enter para continuar.</translation>
    </message>
    <message>
        <source>Hint: refuse {0}.</source>
        <translation>Dica: recuse {0}.</translation>
    </message>
    <message>
        <source>Hint: call no more bets (N).</source>
        <translation>Dica: anuncie não há mais apostas (N).</translation>
    </message>
    <message>
        <source>Hint: deal to the {0}.</source>
        <translation>Dica: dê a carta a {0}.</translation>
    </message>
    <message>
        <source>Hint: Player {0}, Banker {1}.</source>
        <translation>Dica: Ponto {0}, Banca {1}.</translation>
    </message>
    <message>
        <source>Hint: draw (D).</source>
        <translation>Dica: tirar (D).</translation>
    </message>
    <message>
        <source>Hint: stand (S).</source>
        <translation>Dica: ficar (S).</translation>
    </message>
    <message>
        <source>Hint: {0}.</source>
        <translation>Dica: {0}.</translation>
    </message>
    <message>
        <source>Hint: {0} ({1}).</source>
        <translation>Dica: {0} ({1}).</translation>
    </message>
    <message>
        <source>Hint: take {0}.</source>
        <translation>Dica: recolha {0}.</translation>
    </message>
    <message>
        <source>Hint: pay {bet} {amount}.</source>
        <translation>Dica: pague {bet} {amount}.</translation>
    </message>
    <message>
        <source>Hint: pay {bet} with {chips}.</source>
        <translation>Dica: pague {bet} com {chips}.</translation>
    </message>
    <message>
        <source>Hint: mark {amount} in box {seat}.</source>
        <translation>Dica: marque {amount} na caixa {seat}.</translation>
    </message>
    <message>
        <source>Hint: return the stake (W).</source>
        <translation>Dica: devolva a aposta (W).</translation>
    </message>
    <message>
        <source>Hint: accept the change (A).</source>
        <translation>Dica: aceite a alteração (A).</translation>
    </message>
    <message>
        <source>Hint: refuse the change (X).</source>
        <translation>Dica: recuse a alteração (X).</translation>
    </message>
    <message>
        <source>Hint: collect {amount} from box {seat}.</source>
        <translation>Dica: cobre {amount} da caixa {seat}.</translation>
    </message>
    <message>
        <source>Hint: the notes of seat {seat} come to {amount}.</source>
        <translation>Dica: as notas do lugar {seat} somam {amount}.</translation>
    </message>
    <message>
        <source>Hint: the dealer turns these cards (K).</source>
        <translation>Dica: o croupier vira estas cartas (K).</translation>
    </message>
    <message>
        <source>Hint: give seat {seat} {chips}.</source>
        <translation>Dica: dê ao lugar {seat} {chips}.</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the coup.</source>
        <translation>Agora não: não é este o passo da jogada.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Keep dealing</source>
        <translation>&amp;Continuar a dar</translation>
    </message>
    <message>
        <source>That bet is not on the layout.</source>
        <translation>Essa aposta não está no pano.</translation>
    </message>
    <message>
        <source>That seat has no bet this coup.</source>
        <translation>Esse lugar não tem aposta nesta jogada.</translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation>Esta mesa não tem esse lugar.</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>Isso não é um montante.</translation>
    </message>
    <message>
        <source>Pay with chips from the tray.</source>
        <translation>Pague com fichas do tabuleiro.</translation>
    </message>
    <message>
        <source>A total is 0 to 9.</source>
        <translation>Um total vai de 0 a 9.</translation>
    </message>
    <message>
        <source>That is not a choice here.</source>
        <translation>Essa não é uma escolha aqui.</translation>
    </message>
    <message>
        <source>That bet is settled already.</source>
        <translation>Essa aposta já está liquidada.</translation>
    </message>
    <message>
        <source>This table deducts commission: it has no boxes.</source>
        <translation>Esta mesa desconta a comissão: não tem caixas.</translation>
    </message>
    <message>
        <source>That box is not due: its player is still at the table.</source>
        <translation>Essa caixa ainda não se cobra: o jogador continua na mesa.</translation>
    </message>
    <message>
        <source>Read the feedback, then press Enter to go on.</source>
        <translation>Leia a explicação e depois prima Enter para continuar.</translation>
    </message>
    <message>
        <source>Select a bet first: arrows or Tab, or click it.</source>
        <translation>Selecione primeiro uma aposta: setas ou Tab, ou clique nela.</translation>
    </message>
    <message>
        <source>Select a due commission box first: arrows, or click it.</source>
        <translation>Selecione primeiro uma caixa de comissões devida: setas, ou clique nela.</translation>
    </message>
    <message>
        <source>Start a shoe first.</source>
        <translation>Comece primeiro um sapato.</translation>
    </message>
    <message>
        <source>No hints against the clock.</source>
        <translation>Sem dicas contra o cronómetro.</translation>
    </message>
    <message>
        <source>No bettor is asking about a bet left by a tie.</source>
        <translation>Nenhum jogador pede nada sobre uma aposta deixada por um empate.</translation>
    </message>
    <message>
        <source>No player has notes or chips to change at that seat.</source>
        <translation>Nenhum jogador tem notas ou fichas para trocar nesse lugar.</translation>
    </message>
    <message>
        <source>Count the notes first: type the amount, Enter.</source>
        <translation>Conte primeiro as notas: escreva o montante, Enter.</translation>
    </message>
    <message>
        <source>Type how many cards to burn, then Enter.</source>
        <translation>Escreva quantas cartas queimar e depois Enter.</translation>
    </message>
    <message>
        <source>This bet loses: take it with T. There is nothing to pay.</source>
        <translation>Esta aposta perde: recolha-a com T. Não há nada a pagar.</translation>
    </message>
    <message>
        <source>That is not a step of the coup.</source>
        <translation>Isso não é um passo da jogada.</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>Escreva as fichas que paga, p. ex. 2x1k 3x100 50, e depois Enter.</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>Fichas de {0}: são mais fichas do que qualquer pagamento precisa.</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}: não é uma ficha. Escreva a tecla de uma ficha (p. ex. 100, 1k), ou quantidade x tecla (p. ex. 3x100).</translation>
    </message>
    <message>
        <source>Seat {0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>O lugar {0} sai e entrega fichas pequenas: troque-as pelo menor número de fichas maiores (escreva-as, p. ex. 2x1k 500, Enter).</translation>
    </message>
    <message>
        <source>Seat {0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>O lugar {0} compra fichas com notas: conte-as e escreva o montante, Enter.</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>O lugar {seat} compra {amount} em fichas e pede {count} × {chip}: dê essas, o resto no menor número de fichas (escreva-as, Enter).</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>O lugar {seat} compra {amount} em fichas: dê-o no menor número de fichas (escreva-as, p. ex. 2x1k 3x100, Enter).</translation>
    </message>
    <message>
        <source>Change (Enter)</source>
        <translation>Trocar (Enter)</translation>
    </message>
    <message>
        <source>{verdict} {facts} — {article}.</source>
        <translation>{verdict} {facts} — {article}.</translation>
    </message>
    <message>
        <source>{verdict} {facts}.</source>
        <translation>{verdict} {facts}.</translation>
    </message>
    <message>
        <source>Deal: P for the Player&apos;s card, B for the Banker&apos;s.</source>
        <translation>Distribuir: P para a carta do Ponto, B para a da Banca.</translation>
    </message>
    <message>
        <source>A late bet: {bet}, placed after no more bets. Refuse it (R) before the first card.</source>
        <translation>Uma aposta tardia: {bet}, feita depois de não há mais apostas. Recuse-a (R) antes da primeira carta.</translation>
    </message>
    <message>
        <source>{article}, Lesson {number}</source>
        <translation>{article}, Lição {number}</translation>
    </message>
    <message>
        <source>{bet} is within the table&apos;s rules: accept it</source>
        <translation>{bet} cumpre as regras da mesa: aceite-a</translation>
    </message>
    <message>
        <source>{paid} paid, {off} too much</source>
        <translation>{paid} pagos, {off} a mais</translation>
    </message>
    <message>
        <source>{paid} paid, {off} too little</source>
        <translation>{paid} pagos, {off} a menos</translation>
    </message>
    <message>
        <source>you marked Player pair: there is none</source>
        <translation>marcou par do Ponto: não há nenhum</translation>
    </message>
    <message>
        <source>you marked Banker pair: there is none</source>
        <translation>marcou par da Banca: não há nenhum</translation>
    </message>
    <message>
        <source>you marked natural: there is none</source>
        <translation>marcou natural: não há nenhum</translation>
    </message>
    <message>
        <source>you marked Banker 6: the Banker did not win with 6</source>
        <translation>marcou Banca 6: a Banca não ganhou com 6</translation>
    </message>
    <message>
        <source>you did not mark Player pair: there is one</source>
        <translation>não marcou par do Ponto: há um</translation>
    </message>
    <message>
        <source>you did not mark Banker pair: there is one</source>
        <translation>não marcou par da Banca: há um</translation>
    </message>
    <message>
        <source>you did not mark natural: there is one</source>
        <translation>não marcou natural: há um</translation>
    </message>
    <message>
        <source>you did not mark Banker 6: the Banker won with 6</source>
        <translation>não marcou Banca 6: a Banca ganhou com 6</translation>
    </message>
    <message>
        <source>refuse {bet}</source>
        <translation>recuse {bet}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a step</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Lesson {0} (L)</source>
        <translation>Lição {0} (L)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>A carta fica (K)</translation>
    </message>
    <message>
        <source>Correct it (F)</source>
        <translation>Corrigir (F)</translation>
    </message>
    <message>
        <source>Burn the card (U)</source>
        <translation>Queimar a carta (U)</translation>
    </message>
    <message>
        <source>Void the coup (V)</source>
        <translation>Anular a jogada (V)</translation>
    </message>
    <message>
        <source>the card stays, the coup goes on</source>
        <translation>a carta fica, a jogada continua</translation>
    </message>
    <message>
        <source>correct the error</source>
        <translation>corrigir o erro</translation>
    </message>
    <message>
        <source>burn the card</source>
        <translation>queimar a carta</translation>
    </message>
    <message>
        <source>void the coup</source>
        <translation>anular a jogada</translation>
    </message>
    <message>
        <source>Exposed card</source>
        <translation>Carta exposta</translation>
    </message>
    <message>
        <source>Misdeal: two cards together</source>
        <translation>Erro de distribuição: duas cartas juntas</translation>
    </message>
    <message>
        <source>Misdeal: card on the wrong hand</source>
        <translation>Erro de distribuição: carta na mão errada</translation>
    </message>
    <message>
        <source>Misdeal: third card where the hand stands</source>
        <translation>Erro de distribuição: terceira carta a uma mão que fica</translation>
    </message>
    <message>
        <source>Misdeal: cards out of order, seen</source>
        <translation>Erro de distribuição: cartas fora de ordem, já vistas</translation>
    </message>
    <message>
        <source>The {card} came out of the shoe face up, for the {hand}.</source>
        <translation>O {card} saiu do sapato virado para cima, para o {hand}.</translation>
    </message>
    <message>
        <source>Two cards came out together for the {hand}: the {card} is the one under (ringed: it came out face down, not exposed).</source>
        <translation>Saíram duas cartas juntas para o {hand}: o {card} é a de baixo (assinalada: saiu virada para baixo, não exposta).</translation>
    </message>
    <message>
        <source>The {card} was laid face down at the wrong hand (ringed where it lies): it is the {hand}&apos;s.</source>
        <translation>O {card} foi posto virado para baixo na mão errada (assinalado onde está): é do {hand}.</translation>
    </message>
    <message>
        <source>The {hand} stands, but the {card} was given to it.</source>
        <translation>O {hand} fica, mas recebeu o {card}.</translation>
    </message>
    <message>
        <source>The hands are turned, and the {card} was dealt out of order: it lay on the wrong side when they were turned.</source>
        <translation>As mãos estão viradas e o {card} foi dado fora de ordem: estava do lado errado quando foram viradas.</translation>
    </message>
    <message>
        <source>Card stays (K), correct it (F), burn the card (U) or void the coup (V)? Arts. 4 and 10.</source>
        <translation>A carta fica (K), corrigir (F), queimar a carta (U) ou anular a jogada (V)? Arts. 4.º e 10.º</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>irregularity, then the keys</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Hint: the card stays (K).</source>
        <translation>Dica: a carta fica (K).</translation>
    </message>
    <message>
        <source>Hint: correct it (F).</source>
        <translation>Dica: corrigir (F).</translation>
    </message>
    <message>
        <source>Hint: burn the card (U).</source>
        <translation>Dica: queimar a carta (U).</translation>
    </message>
    <message>
        <source>Hint: void the coup (V).</source>
        <translation>Dica: anular a jogada (V).</translation>
    </message>
    <message numerus="yes">
        <source>Void coups (art. 10): %n, every bet returned</source>
        <translation>
            <numerusform>Jogadas anuladas (art. 10.º): %n, todas as apostas devolvidas</numerusform>
            <numerusform>Jogadas anuladas (art. 10.º): %n, todas as apostas devolvidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Coup {0} is void: every bet returned, nothing paid or taken.</source>
        <translation>A jogada {0} é anulada: todas as apostas devolvidas, nada pago nem recolhido.</translation>
    </message>
    <message>
        <source>The dealer turns</source>
        <translation>O croupier vira</translation>
    </message>
    <message>
        <source>Seat {0} turns</source>
        <translation>Lugar {0} vira</translation>
    </message>
    <message>
        <source>Face down: pass</source>
        <translation>Viradas: passar</translation>
    </message>
    <message>
        <source>Cards behind the cut card: {0}</source>
        <translation>Cartas atrás da carta de corte: {0}</translation>
    </message>
    <message>
        <source>Shuffler</source>
        <translation>Baralhadora</translation>
    </message>
    <message>
        <source>You cut the shuffled cards.</source>
        <translation>Corta o próprio croupier as cartas baralhadas.</translation>
    </message>
    <message>
        <source>Seat {0} cut the shuffled cards.</source>
        <translation>O jogador do lugar {0} cortou as cartas baralhadas.</translation>
    </message>
    <message>
        <source>{who} Place the white cut card: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who} Coloque a carta de corte branca: ←/→ move-a (PgUp/PgDn um baralho) ou clique no maço, Enter coloca-a. {where}.</translation>
    </message>
    <message>
        <source>as many as decks: {0}</source>
        <translation>tantas quantos os baralhos: {0}</translation>
    </message>
    <message>
        <source>the first card&apos;s value</source>
        <translation>o valor da primeira carta</translation>
    </message>
    <message>
        <source>the house&apos;s fixed count</source>
        <translation>o número fixo da casa</translation>
    </message>
    <message>
        <source>Burn the cards (the house burns {0}): type how many, Enter.</source>
        <translation>Queime as cartas (a casa queima {0}): escreva quantas, Enter.</translation>
    </message>
    <message>
        <source>The first card is {card}. {burn}</source>
        <translation>A primeira carta é {card}. {burn}</translation>
    </message>
    <message>
        <source>Before the deal, burn the house&apos;s cards for each coup (art. 8): type how many, Enter.</source>
        <translation>Antes de distribuir, queime as cartas que a casa queima em cada jogada (art. 8): escreva quantas, Enter.</translation>
    </message>
    <message>
        <source>Put the last coup&apos;s cards back into the shuffler (M) before the bets.</source>
        <translation>Devolva as cartas da última jogada à baralhadora (M) antes das apostas.</translation>
    </message>
    <message>
        <source>Cards: {0}</source>
        <translation>Cartas: {0}</translation>
    </message>
    <message>
        <source>Placing the cut card</source>
        <translation>Colocar a carta de corte</translation>
    </message>
    <message>
        <source>Burning at the start of the shoe</source>
        <translation>Queimar no início do sapato</translation>
    </message>
    <message>
        <source>Burning before a coup</source>
        <translation>Queimar antes de uma jogada</translation>
    </message>
    <message>
        <source>Cards back into the shuffler</source>
        <translation>Cartas de volta à baralhadora</translation>
    </message>
    <message>
        <source>The shoe</source>
        <translation>O sapato</translation>
    </message>
    <message>
        <source>the cut card {0} to {1} cards from the end</source>
        <translation>a carta de corte entre {0} e {1} cartas do fim</translation>
    </message>
    <message>
        <source>the cut card at {0} from the end</source>
        <translation>a carta de corte a {0} do fim</translation>
    </message>
    <message>
        <source>cards burnt: {0}</source>
        <translation>cartas queimadas: {0}</translation>
    </message>
    <message>
        <source>Hint: place the cut card at {0} from the end.</source>
        <translation>Dica: coloque a carta de corte a {0} do fim.</translation>
    </message>
    <message>
        <source>Hint: cards to burn: {0}.</source>
        <translation>Dica: cartas a queimar: {0}.</translation>
    </message>
    <message>
        <source>put the cards back into the shuffler</source>
        <translation>devolver as cartas à baralhadora</translation>
    </message>
    <message>
        <source>{who} Place the white cut card at least {low} cards from the end (art. 2), at most {high}: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who} Coloque a carta de corte branca a pelo menos {low} cartas do fim (art. 2.º), no máximo {high}: ←/→ move-a (PgUp/PgDn um baralho) ou clique no maço, Enter coloca-a. {where}.</translation>
    </message>
    <message>
        <source>Hint: put the cards back into the shuffler (M).</source>
        <translation>Dica: devolva as cartas à baralhadora (M).</translation>
    </message>
    <message>
        <source>Place cut card (Enter)</source>
        <translation>Colocar corte (Enter)</translation>
    </message>
    <message>
        <source>Burn (Enter)</source>
        <translation>Queimar (Enter)</translation>
    </message>
    <message>
        <source>Cards to shuffler (M)</source>
        <translation>Cartas à baralhadora (M)</translation>
    </message>
    <message>
        <source>Grant demonstration (G)</source>
        <translation>Conceder demonstração (G)</translation>
    </message>
    <message>
        <source>Refuse demonstration (F)</source>
        <translation>Recusar demonstração (F)</translation>
    </message>
    <message>
        <source>Last: this and one more (L)</source>
        <translation>Última: esta e mais uma (L)</translation>
    </message>
    <message>
        <source>Last: this coup (O)</source>
        <translation>Última: esta jogada (O)</translation>
    </message>
    <message>
        <source>New decks (E)</source>
        <translation>Baralhos novos (E)</translation>
    </message>
    <message>
        <source>Shuffle (S)</source>
        <translation>Baralhar (S)</translation>
    </message>
    <message>
        <source>A player asks for a demonstration coup (art. 2): grant it (G) or refuse it (F). Up to three a shoe, no bets on it.</source>
        <translation>Um jogador pede uma jogada de demonstração (art. 2.º): conceda-a (G) ou recuse-a (F). Até três por sapato, sem apostas.</translation>
    </message>
    <message>
        <source>Demonstration coup {n}: Player {p}, Banker {b}. {ask}</source>
        <translation>Jogada de demonstração {n}: Ponto {p}, Banca {b}. {ask}</translation>
    </message>
    <message>
        <source>A damaged or marked card ({0}) is out: call for new decks (E) before anything else (art. 3).</source>
        <translation>Saiu uma carta danificada ou marcada ({0}): peça baralhos novos (E) antes de mais nada (art. 3.º).</translation>
    </message>
    <message>
        <source>The cut card is out: announce the last coup (L: this coup and one more; O: this coup is the last; art. 3).</source>
        <translation>Saiu a carta de corte: anuncie a última jogada (L: esta e mais uma; O: esta é a última; art. 3.º).</translation>
    </message>
    <message>
        <source>The pit boss asks for a new shoe: close this one and shuffle (S); no more coups from it (art. 3).</source>
        <translation>O chefe de mesa pede um sapato novo: feche este e baralhe (S); não há mais jogadas dele (art. 3.º).</translation>
    </message>
    <message>
        <source>The last coup is dealt: shuffle (S); no coup past the last one (art. 3).</source>
        <translation>A última jogada foi dada: baralhe (S); nenhuma jogada depois da última (art. 3.º).</translation>
    </message>
    <message>
        <source>grant the demonstration coup</source>
        <translation>conceder a jogada de demonstração</translation>
    </message>
    <message>
        <source>refuse the demonstration coup</source>
        <translation>recusar a jogada de demonstração</translation>
    </message>
    <message>
        <source>announce: this coup and one more</source>
        <translation>anunciar: esta e mais uma</translation>
    </message>
    <message>
        <source>announce: this coup is the last</source>
        <translation>anunciar: esta é a última</translation>
    </message>
    <message>
        <source>nothing yet: the cut card is not out</source>
        <translation>nada ainda: a carta de corte não saiu</translation>
    </message>
    <message>
        <source>new decks</source>
        <translation>baralhos novos</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>baralhar</translation>
    </message>
    <message>
        <source>Demonstration coup</source>
        <translation>Jogada de demonstração</translation>
    </message>
    <message>
        <source>Bets on a demonstration coup</source>
        <translation>Apostas numa jogada de demonstração</translation>
    </message>
    <message>
        <source>Announcing the last coup</source>
        <translation>Anunciar a última jogada</translation>
    </message>
    <message>
        <source>Closing the shoe</source>
        <translation>Fechar o sapato</translation>
    </message>
    <message>
        <source>Damaged card</source>
        <translation>Carta danificada</translation>
    </message>
    <message>
        <source>Hint: grant the demonstration coup (G).</source>
        <translation>Dica: conceda a jogada de demonstração (G).</translation>
    </message>
    <message>
        <source>Hint: refuse the demonstration coup (F).</source>
        <translation>Dica: recuse a jogada de demonstração (F).</translation>
    </message>
    <message>
        <source>Hint: announce this coup and one more (L).</source>
        <translation>Dica: anuncie esta e mais uma (L).</translation>
    </message>
    <message>
        <source>Hint: announce this coup is the last (O).</source>
        <translation>Dica: anuncie que esta é a última (O).</translation>
    </message>
    <message>
        <source>Hint: call for new decks (E).</source>
        <translation>Dica: peça baralhos novos (E).</translation>
    </message>
    <message>
        <source>Hint: shuffle (S).</source>
        <translation>Dica: baralhe (S).</translation>
    </message>
    <message>
        <source>House procedure</source>
        <translation>Procedimento da casa</translation>
    </message>
    <message>
        <source>{0} decks in a shuffler (art. 2)</source>
        <translation>{0} baralhos na baralhadora (art. 2.º)</translation>
    </message>
    <message>
        <source>burn as decks</source>
        <translation>queima = baralhos</translation>
    </message>
    <message>
        <source>burn 1st card&apos;s value</source>
        <translation>queima o valor da 1.ª carta</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>queima {0}</translation>
    </message>
    <message>
        <source>{decks} decks, {burn} (art. 2)</source>
        <translation>{decks} baralhos, {burn} (art. 2.º)</translation>
    </message>
    <message>
        <source>Burn {0} each coup (art. 8)</source>
        <translation>Queima {0} por jogada (art. 8.º)</translation>
    </message>
    <message>
        <source>Last coup: this + 1 more (art. 3)</source>
        <translation>Última jogada: esta + 1 (art. 3.º)</translation>
    </message>
    <message>
        <source>Last coup: this one (art. 3)</source>
        <translation>Última jogada: esta (art. 3.º)</translation>
    </message>
    <message>
        <source>Demo coups: up to {0} (art. 2)</source>
        <translation>Demonstração: até {0} (art. 2.º)</translation>
    </message>
    <message>
        <source>No demo coups here (art. 2)</source>
        <translation>Sem demonstração aqui (art. 2.º)</translation>
    </message>
    <message>
        <source>Card holder: largest bet (art. 16)</source>
        <translation>Detentor: maior aposta (art. 16.º)</translation>
    </message>
    <message>
        <source>Next coup is the last</source>
        <translation>A próxima jogada é a última</translation>
    </message>
    <message>
        <source>Last coup of the shoe</source>
        <translation>Última jogada do sapato</translation>
    </message>
</context>
<context>
    <name>TodayPage</name>
    <message>
        <source>Today</source>
        <translation>Hoje</translation>
    </message>
</context>
<context>
    <name>TodayWords</name>
    <message>
        <source>Hello, {0} — {1}</source>
        <translation>Olá, {0} — {1}</translation>
    </message>
    <message>
        <source>Reviews due</source>
        <translation>Revisões pendentes</translation>
    </message>
    <message>
        <source>Today&apos;s goal</source>
        <translation>Objetivo de hoje</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Próxima lição</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Trabalhos de casa</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <source>Practice over the last 12 months</source>
        <translation>Prática nos últimos 12 meses</translation>
    </message>
    <message>
        <source>{0}  {1}: {2} due · {3} new</source>
        <translation>{0}  {1}: {2} por rever · {3} por começar</translation>
    </message>
    <message>
        <source>Press {0} to start this drill&apos;s due reviews</source>
        <translation>Prima {0} para começar as revisões pendentes deste exercício</translation>
    </message>
    <message>
        <source>Press {0} to deal at the Table</source>
        <translation>Prima {0} para dar cartas na Mesa</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the baccarat Table, {1} the Sam Kong Table.</source>
        <translation>Mesa: os tipos de passo que errou na Mesa voltam a estar pendentes, como as perguntas de um exercício; são revistos enquanto dá um sapato. Prima {0} para abrir a Mesa de bacará, {1} a Mesa de Sam Kong.</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Sam Kong Table.</source>
        <translation>Mesa: os tipos de passo que errou na Mesa voltam a estar pendentes, como as perguntas de um exercício; são revistos enquanto dá um sapato. Prima {0} para abrir a Mesa de Sam Kong.</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Table.</source>
        <translation>Mesa: os tipos de passo que errou na Mesa voltam a estar pendentes, como as perguntas de um exercício; são revistos enquanto dá um sapato. Prima {0} para abrir a Mesa.</translation>
    </message>
    <message>
        <source>Nothing is due: every review is up to date.</source>
        <translation>Nada pendente: todas as revisões estão em dia.</translation>
    </message>
    <message>
        <source>Today could not be read ({0}). It is read again when you come back here.</source>
        <translation>Não foi possível ler a página Hoje ({0}). É lida de novo quando voltar aqui.</translation>
    </message>
    <message>
        <source>Nothing is due in {0}: every review is up to date. Practise it freely from Practice (Ctrl+1).</source>
        <translation>Nada por rever em {0}: todas as revisões estão em dia. Pratique livremente em Praticar (Ctrl+1).</translation>
    </message>
    <message>
        <source>Start with lesson {0}: {1}. Press L to open it.</source>
        <translation>Comece pela lição {0}: {1}. Prima L para a abrir.</translation>
    </message>
    <message>
        <source>Start with any drill below: press 1.</source>
        <translation>Comece por qualquer exercício abaixo: prima 1.</translation>
    </message>
    <message>
        <source>{0} of {1} minutes</source>
        <translation>{0} de {1} minutos</translation>
    </message>
    <message>
        <source>{0} of {1} answers</source>
        <translation>{0} de {1} respostas</translation>
    </message>
    <message>
        <source>{0} — goal reached, well done!</source>
        <translation>{0} — objetivo atingido, muito bem!</translation>
    </message>
    <message>
        <source>A Table coup, or a Sam Kong round, counts as one answer.</source>
        <translation>Uma jogada na Mesa, ou uma ronda de Sam Kong, conta como uma resposta.</translation>
    </message>
    <message>
        <source>Answer one question today to start a streak.</source>
        <translation>Responda a uma pergunta hoje para começar uma sequência.</translation>
    </message>
    <message>
        <source>Days in a row: {0}, today included.</source>
        <translation>Dias seguidos: {0}, incluindo hoje.</translation>
    </message>
    <message>
        <source>Days in a row: {0}. Practise today to keep it going.</source>
        <translation>Dias seguidos: {0}. Pratique hoje para a manter.</translation>
    </message>
    <message>
        <source>A missed day was kept: {0}.</source>
        <translation>Um dia sem prática foi guardado: {0}.</translation>
    </message>
    <message>
        <source>If you miss a day this week, it will be kept.</source>
        <translation>Se faltar um dia esta semana, esse dia fica guardado.</translation>
    </message>
    <message>
        <source>Lesson {0}: {1}</source>
        <translation>Lição {0}: {1}</translation>
    </message>
    <message>
        <source>L  Open the lesson</source>
        <translation>L  Abrir a lição</translation>
    </message>
    <message>
        <source>Every lesson is passed.</source>
        <translation>Todas as lições estão concluídas.</translation>
    </message>
    <message>
        <source>No homework set.</source>
        <translation>Sem trabalhos de casa.</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>Lição já não disponível ({0})</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>Lição: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} right over the last {1}</source>
        <translation>{0} certas nas últimas {1}</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>mediana de {0} nas últimas {1}</translation>
    </message>
    <message>
        <source>all due reviews cleared</source>
        <translation>todas as revisões pendentes feitas</translation>
    </message>
    <message>
        <source>pass the check</source>
        <translation>passar no teste</translation>
    </message>
    <message>
        <source>{0}: {1}, due {2} — {3}</source>
        <translation>{0}: {1}, até {2} — {3}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>feito</translation>
    </message>
    <message>
        <source>past its due date</source>
        <translation>prazo ultrapassado</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em curso</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>por começar</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>ainda não medido</translation>
    </message>
    <message>
        <source>No exam assigned.</source>
        <translation>Nenhum exame atribuído.</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>abre {0}, fecha {1}</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>abre {0}</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>fecha {0}</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>aberto agora</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>E  Go to exams</source>
        <translation>E  Ir para os exames</translation>
    </message>
    <message>
        <source>Your practice days will fill this calendar.</source>
        <translation>Os seus dias de prática vão preencher este calendário.</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Answers on {0}: {1}</source>
        <translation>Respostas em {0}: {1}</translation>
    </message>
    <message>
        <source>Days practised: {0}. Answers: {1}.</source>
        <translation>Dias de prática: {0}. Respostas: {1}.</translation>
    </message>
</context>
<context>
    <name>TraineeDesk</name>
    <message>
        <source>Exam in progress</source>
        <translation>Exame em curso</translation>
    </message>
    <message>
        <source>An exam sitting is running.</source>
        <translation>Está a decorrer uma prova.</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open on the school server and its clock keeps running. When you sign in again, the proctor approves it on their own desk and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>Se fechar agora o Dealer Trainer, a prova fica aberta no servidor da escola e o relógio continua a contar. Quando iniciar sessão de novo, o vigilante aprova-a no seu próprio posto e as mesmas perguntas continuam com o tempo que resta (ou a prova é fechada como incompleta, se este exame assim o disser). Nunca se tiram perguntas novas.

Fechar mesmo assim?</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open and its clock keeps running. When you sign in again, the proctor enters their password and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>Se fechar agora o Dealer Trainer, a prova fica aberta e o relógio continua a contar. Quando iniciar sessão de novo, o vigilante escreve a palavra-passe e as mesmas perguntas continuam com o tempo que resta (ou a prova é fechada como incompleta, se este exame assim o disser). Nunca se tiram perguntas novas.

Fechar mesmo assim?</translation>
    </message>
    <message>
        <source>No exam is open to you now. Your instructor assigns exams to your cohort.</source>
        <translation>Neste momento não tem nenhum exame disponível. O formador atribui exames à sua turma.</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” on the desk {1} has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>A sua prova de «{0}» no posto {1} terminou. O formador vê o resultado, ou porque foi anulada.</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>A sua prova de «{0}» terminou. O formador vê o resultado, ou porque foi anulada.</translation>
    </message>
    <message>
        <source>, {0} s per question</source>
        <translation>, {0} s por pergunta</translation>
    </message>
    <message numerus="yes">
        <source>Sam Kong Table “{0}”: %n round(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>Mesa de Sam Kong “{0}”: %n ronda</numerusform>
            <numerusform>Mesa de Sam Kong “{0}”: %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam running on another desk: {0}</source>
        <translation>Exame a decorrer noutro posto: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Your sitting is running on the desk {0} now: all {2} questions are answered and %n step(s) were taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>
            <numerusform>A sua prova está a decorrer agora no posto {0}: as {2} perguntas estão todas respondidas e foi dado %n passo na mesa; o tempo acaba às {3} (hora de Macau).

Uma prova decorre num só posto de cada vez: continue em {0}. Se esse posto parou, um vigilante pode continuar a prova aqui quando esse posto estiver dois minutos sem atividade.</numerusform>
            <numerusform>A sua prova está a decorrer agora no posto {0}: as {2} perguntas estão todas respondidas e foram dados %n passos na mesa; o tempo acaba às {3} (hora de Macau).

Uma prova decorre num só posto de cada vez: continue em {0}. Se esse posto parou, um vigilante pode continuar a prova aqui quando esse posto estiver dois minutos sem atividade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sitting is running on the desk {0} now: {1} of {2} questions answered; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>A sua prova está a decorrer agora no posto {0}: {1} de {2} perguntas respondidas; o tempo acaba às {3} (hora de Macau).

Uma prova decorre num só posto de cada vez: continue em {0}. Se esse posto parou, um vigilante pode continuar a prova aqui quando esse posto estiver dois minutos sem atividade.</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting here…</source>
        <translation>Vigilante: continuar a prova aqui…</translation>
    </message>
    <message>
        <source>Exam interrupted: {0}</source>
        <translation>Exame interrompido: {0}</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor approves it on their own desk, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Esta prova não permite continuar: quando o vigilante a aprovar no seu próprio posto, a prova é fechada como incompleta, o que conta como não aprovada. O seu formador pode conceder uma nova tentativa.</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor enters their name and password, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Esta prova não permite continuar: quando o vigilante escrever o nome e a palavra-passe, a prova é fechada como incompleta, o que conta como não aprovada. O seu formador pode conceder uma nova tentativa.</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Continua aberta e o relógio continuou a contar: o tempo acaba às {2} (hora de Macau).

Peça ao vigilante que escreva o nome e a palavra-passe. As mesmas perguntas continuam com o tempo que resta.</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Continua aberta e o relógio continuou a contar: o tempo acaba às {2} (hora de Macau).

Carregue no botão abaixo: o vigilante aprova-a no seu próprio posto, nenhuma palavra-passe é escrita aqui. As mesmas perguntas continuam com o tempo que resta.</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Continua aberta e o relógio continuou a contar: o tempo acaba às {2} (hora de Macau).

Carregue no botão abaixo: o vigilante aprova-a no seu próprio posto, nenhuma palavra-passe é escrita aqui. As mesmas perguntas continuam com o tempo que resta; se este exame não permitir retomar, a prova é fechada como incompleta.</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>A sua prova foi interrompida depois de {0} de {1} perguntas. Continua aberta e o relógio continuou a contar: o tempo acaba às {2} (hora de Macau).

Peça ao vigilante que escreva o nome e a palavra-passe. As mesmas perguntas continuam com o tempo que resta; se este exame não permitir retomar, a prova é fechada como incompleta.</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting…</source>
        <translation>Vigilante: continuar a prova…</translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same round and step.</source>
        <translation>
            <numerusform>Na mesa foi dado %n passo: a mesa continua na mesma ronda e no mesmo passo.</numerusform>
            <numerusform>Na mesa foram dados %n passos: a mesa continua na mesma ronda e no mesmo passo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup (or round) and step.</source>
        <translation>
            <numerusform>Na mesa foi dado %n passo: a mesa continua na mesma jogada (ou ronda) e no mesmo passo.</numerusform>
            <numerusform>Na mesa foram dados %n passos: a mesa continua na mesma jogada (ou ronda) e no mesmo passo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the exam: proctor</source>
        <translation>Começar o exame: vigilante</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to start “{0}” for {1}. The clock starts at once.</source>
        <translation>Vigilante: escreva o seu nome de início de sessão e a palavra-passe para começar “{0}” para {1}. O relógio começa de imediato.</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to reopen {0}&apos;s sitting.</source>
        <translation>Vigilante: escreva o seu nome de início de sessão e a palavra-passe para reabrir a prova de {0}.</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>&amp;Nome de início de sessão</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor approves the sitting on their own desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>Os exames disponíveis para si. Um vigilante aprova a prova no seu próprio posto. Durante o exame só o exame é mostrado: sem ajudas, sem correção, uma contagem decrescente e o resultado no fim.</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor starts the sitting at your desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>Os exames disponíveis para si. Um vigilante começa a prova no seu lugar. Durante o exame só o exame é mostrado: sem ajudas, sem correção, uma contagem decrescente e o resultado no fim.</translation>
    </message>
    <message>
        <source>Continue the exam: proctor</source>
        <translation>Continuar o exame: vigilante</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pergunta</numerusform>
            <numerusform>%n perguntas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table “{0}”: %n coup(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>Mesa “{0}”: %n jogada</numerusform>
            <numerusform>Mesa “{0}”: %n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} — {1} in {2}{3} · pass mark {4}% · attempts left {5} of {6}</source>
        <comment>the exam list: {1} is what the exam asks</comment>
        <translation>{0} — {1} em {2}{3} · nota mínima {4}% · tentativas restantes {5} de {6}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of an exam</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup and step.</source>
        <translation>
            <numerusform>Na mesa foi dado %n passo: a mesa continua na mesma jogada e no mesmo passo.</numerusform>
            <numerusform>Na mesa foram dados %n passos: a mesa continua na mesma jogada e no mesmo passo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>A verificar…</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Start with the proctor…  [Enter]</source>
        <translation>Começar com o vigilante…  [Enter]</translation>
    </message>
</context>
<context>
    <name>TraineeDialog</name>
    <message>
        <source>Add a trainee</source>
        <translation>Acrescentar um formando</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>(sem turma)</translation>
    </message>
    <message>
        <source>4 to 12 digits</source>
        <translation>4 a 12 algarismos</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>&amp;Nome de início de sessão</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>Nome a &amp;mostrar</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>&amp;Turma</translation>
    </message>
    <message>
        <source>First &amp;PIN</source>
        <translation>&amp;PIN inicial</translation>
    </message>
</context>
<context>
    <name>TraineeExamsTab</name>
    <message>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <source>Choose a trainee to see their exams.</source>
        <translation>Escolha um formando para ver os seus exames.</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s), {0} passed.</source>
        <translation>
            <numerusform>%n prova, {0} aprovada.</numerusform>
            <numerusform>%n provas, {0} aprovadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}, attempt {2}, counts.</source>
        <translation>{0}: {1}, tentativa {2}, conta.</translation>
    </message>
    <message>
        <source>{0} with altered records (in red).</source>
        <translation>{0} com registos alterados (a vermelho).</translation>
    </message>
    <message>
        <source>No exam sat yet.</source>
        <translation>Ainda não fez nenhum exame.</translation>
    </message>
    <message>
        <source>&amp;Review sitting…</source>
        <translation>Re&amp;ver a prova…</translation>
    </message>
</context>
<context>
    <name>UpdatedLabel</name>
    <message>
        <source>Live updates paused: reconnecting…</source>
        <translation>Atualizações em direto em pausa: a restabelecer a ligação…</translation>
    </message>
    <message>
        <source>Updated {0}</source>
        <translation>Atualizado às {0}</translation>
    </message>
    <message>
        <source>Changes made on any desk show here within a second.</source>
        <translation>As alterações feitas em qualquer posto aparecem aqui em menos de um segundo.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>All drills</source>
        <translation>Todos os exercícios</translation>
    </message>
    <message>
        <source>Draw decisions</source>
        <translation>Decisões de tirar carta</translation>
    </message>
    <message>
        <source>Sam Kong levels</source>
        <translation>Níveis do Sam Kong</translation>
    </message>
    <message>
        <source>Sam Kong doors</source>
        <translation>Portas do Sam Kong</translation>
    </message>
    <message>
        <source>Sam Kong payouts</source>
        <translation>Pagamentos do Sam Kong</translation>
    </message>
    <message>
        <source>Shoe procedure</source>
        <translation>Procedimento do sapato</translation>
    </message>
    <message>
        <source>Player 閒</source>
        <translation>Ponto 閒</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>Banca 莊</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>Banca 莊家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Ponto</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>Par do Ponto</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>Par da Banca</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>Lucky 6</translation>
    </message>
    <message>
        <source>door {0} vs banker</source>
        <translation>porta {0} contra a banca</translation>
    </message>
    <message>
        <source>tie on door {0}</source>
        <translation>empate na porta {0}</translation>
    </message>
    <message>
        <source>banker point {0}</source>
        <translation>pontos da banca: {0}</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>ímpar</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Call the coup</source>
        <translation>Anunciar a jogada</translation>
    </message>
    <message>
        <source>Commission and payouts</source>
        <translation>Comissão e pagamentos</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Sam Kong Table</source>
        <translation>Mesa de Sam Kong</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>Mesa de bacará</translation>
    </message>
    <message>
        <source>Mass floor HK$300</source>
        <translation>Sala geral HK$300</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000</source>
        <translation>Sala geral HK$1,000</translation>
    </message>
    <message>
        <source>Premium mass HK$5,000</source>
        <translation>Sala geral premium HK$5,000</translation>
    </message>
    <message>
        <source>No-commission HK$500</source>
        <translation>Sem comissão HK$500</translation>
    </message>
    <message>
        <source>Commission box HK$2,000</source>
        <translation>Caixa de comissões HK$2,000</translation>
    </message>
    <message>
        <source>Colour for colour HK$2,000</source>
        <translation>Cor por cor HK$2,000</translation>
    </message>
    <message>
        <source>Mass HK$1,000, tie: may change</source>
        <translation>Sala geral HK$1,000, empate: pode alterar</translation>
    </message>
    <message>
        <source>SJM HK$500, tie: increase only</source>
        <translation>SJM HK$500, empate: só aumentar</translation>
    </message>
    <message>
        <source>VIP card holder (squeeze) HK$5,000</source>
        <translation>VIP com detentor das cartas HK$5,000</translation>
    </message>
    <message>
        <source>Shuffler table HK$500</source>
        <translation>Mesa com baralhadora HK$500</translation>
    </message>
    <message>
        <source>Sam Kong, six doors, shoe HK$100</source>
        <translation>Sam Kong, seis portas, sabot HK$100</translation>
    </message>
    <message>
        <source>Sam Kong, five doors, one-deck box HK$100</source>
        <translation>Sam Kong, cinco portas, caixa de um baralho HK$100</translation>
    </message>
    <message>
        <source>Sam Kong VIP, eight doors HK$1,000</source>
        <translation>Sam Kong VIP, oito portas HK$1,000</translation>
    </message>
    <message>
        <source>door</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>point</source>
        <translation>pontos</translation>
    </message>
    <message>
        <source>even</source>
        <translation>par</translation>
    </message>
    <message>
        <source>三公</source>
        <translation>三公 (três figuras)</translation>
    </message>
    <message>
        <source>{bet} on door {door}</source>
        <comment>a Sam Kong bet placed on a door</comment>
        <translation>{bet} na porta {door}</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>Três figuras</translation>
    </message>
    <message>
        <source>Two faces {points}</source>
        <translation>Duas figuras {points}</translation>
    </message>
    <message>
        <source>One face {points}</source>
        <translation>Uma figura {points}</translation>
    </message>
    <message>
        <source>No face {points}</source>
        <translation>Sem figura {points}</translation>
    </message>
    <message>
        <source>{hant} — {words}</source>
        <comment>Sam Kong level. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hant} — {words}</translation>
    </message>
    <message>
        <source>{hant} ({words})</source>
        <comment>Sam Kong level inside a sentence. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hant} ({words})</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>Bacará</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>Sam Kong</translation>
    </message>
    <message>
        <source>{game} art. {number}</source>
        <translation>{game}, art. {number}.º</translation>
    </message>
    <message>
        <source>option (a)</source>
        <translation>opção (a)</translation>
    </message>
    <message>
        <source>option (b)</source>
        <translation>opção (b)</translation>
    </message>
    <message>
        <source>option (c)</source>
        <translation>opção (c)</translation>
    </message>
    <message>
        <source>house note (SJM)</source>
        <translation>nota da casa (SJM)</translation>
    </message>
    <message>
        <source>Player: draw or stand?  D = draw, S = stand</source>
        <translation>Ponto: tirar carta ou ficar?  D = tirar, S = ficar</translation>
    </message>
    <message>
        <source>Banker: draw or stand?  D = draw, S = stand</source>
        <translation>Banca: tirar carta ou ficar?  D = tirar, S = ficar</translation>
    </message>
    <message>
        <source>Enter an amount (0 if nothing is paid).</source>
        <translation>Introduza um montante (0 se nada for pago).</translation>
    </message>
    <message>
        <source>That is not an amount. Use digits, e.g. 1,235 or 1235.</source>
        <translation>Isso não é um montante. Use algarismos, p. ex. 1,235 ou 1235.</translation>
    </message>
    <message>
        <source>An amount cannot be negative.</source>
        <translation>Um montante não pode ser negativo.</translation>
    </message>
    <message>
        <source>This table pays whole dollars: no cents.</source>
        <translation>Esta mesa paga dólares inteiros: sem cêntimos.</translation>
    </message>
    <message>
        <source>That amount is far beyond any table limit.</source>
        <translation>Esse montante ultrapassa em muito qualquer limite de mesa.</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>Isso não é um montante.</translation>
    </message>
    <message>
        <source>The card is valid; the coup goes on</source>
        <translation>A carta é válida; a jogada continua</translation>
    </message>
    <message>
        <source>The coup is void</source>
        <translation>A jogada é anulada</translation>
    </message>
    <message>
        <source>Burn the card and deal another</source>
        <translation>Queimar a carta e dar outra</translation>
    </message>
    <message>
        <source>Reshuffle the shoe</source>
        <translation>Baralhar de novo o sapato</translation>
    </message>
    <message>
        <source>Correct it at once; if it cannot be corrected, the coup is void</source>
        <translation>Corrigir de imediato; se não puder ser corrigido, a jogada é anulada</translation>
    </message>
    <message>
        <source>The coup stands as dealt</source>
        <translation>A jogada vale tal como foi dada</translation>
    </message>
    <message>
        <source>The coup is always void</source>
        <translation>A jogada é sempre anulada</translation>
    </message>
    <message>
        <source>Type the number and press Enter.</source>
        <translation>Escreva o número e prima Enter.</translation>
    </message>
    <message>
        <source>Y = yes, N = no.</source>
        <translation>Y = sim, N = não.</translation>
    </message>
    <message>
        <source>Press the number of your answer.</source>
        <translation>Prima o número da sua resposta.</translation>
    </message>
    <message>
        <source>Burn option (b): the first card drawn is shown. How many more cards are burnt after it?</source>
        <translation>Queima, opção (b): a primeira carta tirada está à vista. Quantas cartas mais se queimam a seguir?</translation>
    </message>
    <message>
        <source>Burn option (a) with {0} decks in the shoe: how many cards are burnt?</source>
        <translation>Queima, opção (a), com {0} baralhos no sapato: quantas cartas se queimam?</translation>
    </message>
    <message>
        <source>Burn option (c): may the house fix the burn at {0} cards?</source>
        <translation>Queima, opção (c): a casa pode fixar a queima em {0} cartas?</translation>
    </message>
    <message>
        <source>Baccarat: at least how many cards must lie behind the cut card?</source>
        <translation>Bacará: quantas cartas, no mínimo, devem ficar atrás da carta de corte?</translation>
    </message>
    <message>
        <source>Baccarat, {0} decks: may the cut card go in {1} cards from the end?</source>
        <translation>Bacará, {0} baralhos: a carta de corte pode ficar a {1} cartas do fim?</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: may the second cut card go {1} cards from the end?</source>
        <translation>Sapato de Sam Kong com {0} baralhos: a segunda carta de corte pode ficar a {1} cartas do fim?</translation>
    </message>
    <message>
        <source>Sam Kong shoe: the cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>Sapato de Sam Kong: a carta de corte sai durante a jogada {0}. Qual é a última jogada?</translation>
    </message>
    <message>
        <source>the house reads art. 3 as &apos;this coup is the last&apos;</source>
        <translation>a casa lê o art. 3.º como «esta jogada é a última»</translation>
    </message>
    <message>
        <source>the house plays one more coup after the cut card</source>
        <translation>a casa joga mais uma jogada depois da carta de corte</translation>
    </message>
    <message>
        <source>Baccarat: the cut card comes out during coup {0}; {1}. Which coup is the last?</source>
        <translation>Bacará: a carta de corte sai durante a jogada {0}; {1}. Qual é a última jogada?</translation>
    </message>
    <message>
        <source>How many demonstration coups may be dealt per shoe at most?</source>
        <translation>Quantas jogadas de demonstração se podem dar, no máximo, por sapato?</translation>
    </message>
    <message>
        <source>{0} demonstration coups have been dealt. May one more be dealt?</source>
        <translation>Já foram dadas {0} jogadas de demonstração. Pode dar-se mais uma?</translation>
    </message>
    <message>
        <source>{0}: a card comes out of the shoe face up. What happens?</source>
        <translation>{0}: sai do sapato uma carta virada para cima. O que acontece?</translation>
    </message>
    <message>
        <source>{0}: the dealer makes a dealing error. What happens?</source>
        <translation>{0}: o croupier comete um erro ao dar as cartas. O que acontece?</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: how many cards have been burnt in all once coup {1} starts?</source>
        <translation>Sapato de Sam Kong com {0} baralhos: quantas cartas foram queimadas ao todo quando começa a jogada {1}?</translation>
    </message>
    <message>
        <source>{text}  ({seconds} s)</source>
        <translation>{text}  ({seconds} s)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a rule</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pay} {chips}</source>
        <comment>a payout followed by its chips</comment>
        <translation>{pay} {chips}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the parts of an answer</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tirar carta</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>ficar</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}</source>
        <translation>Ponto {player}, Banca {banker}</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <source>pay {amount}</source>
        <translation>pagar {amount}</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>comissão {amount}</translation>
    </message>
    <message>
        <source>in chips {chips}</source>
        <translation>em fichas {chips}</translation>
    </message>
    <message>
        <source>door {door} {result}</source>
        <translation>porta {door} {result}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>ganha o Ponto</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>ganha a Banca</translation>
    </message>
    <message>
        <source>wins</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>ganha</translation>
    </message>
    <message>
        <source>loses</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>perde</translation>
    </message>
    <message>
        <source>ties</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>empata</translation>
    </message>
    <message>
        <source>{count} × {chip}</source>
        <translation>{count} × {chip}</translation>
    </message>
    <message>
        <source>{fact} ({article})</source>
        <comment>a fact of a rule and the article it comes from</comment>
        <translation>{fact} ({article})</translation>
    </message>
    <message>
        <source>the Player total</source>
        <translation>o total do Ponto</translation>
    </message>
    <message>
        <source>the Banker total</source>
        <translation>o total da Banca</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>o vencedor</translation>
    </message>
    <message>
        <source>the Player Pair</source>
        <translation>o Par do Ponto</translation>
    </message>
    <message>
        <source>the Banker Pair</source>
        <translation>o Par da Banca</translation>
    </message>
    <message>
        <source>the natural</source>
        <translation>a natural</translation>
    </message>
    <message>
        <source>the payout</source>
        <translation>o pagamento</translation>
    </message>
    <message>
        <source>the commission</source>
        <translation>a comissão</translation>
    </message>
    <message>
        <source>the chip breakdown</source>
        <translation>a composição em fichas</translation>
    </message>
    <message>
        <source>the level</source>
        <translation>o nível</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>right amount, but {given} chips where {fewest} pay it</source>
        <translation>montante certo, mas {given} fichas quando {fewest} chegam</translation>
    </message>
    <message>
        <source>door {door} {expected}, not {given}</source>
        <translation>porta {door} {expected}, não {given}</translation>
    </message>
    <message>
        <source>{part} is {expected}, not {given}</source>
        <translation>{part} é {expected}, não {given}</translation>
    </message>
    <message>
        <source>the coup is a natural</source>
        <translation>a jogada é uma natural</translation>
    </message>
    <message>
        <source>the coup is not a natural</source>
        <translation>a jogada não é uma natural</translation>
    </message>
    <message>
        <source>there is a {pair}</source>
        <translation>há {pair}</translation>
    </message>
    <message>
        <source>there is no {pair}</source>
        <translation>não há {pair}</translation>
    </message>
    <message>
        <source>{part}: {expected}</source>
        <translation>{part}: {expected}</translation>
    </message>
    <message>
        <source>{bet} {amount} wins</source>
        <translation>{bet} {amount} ganha</translation>
    </message>
    <message>
        <source>{bet} {amount} loses: take it</source>
        <translation>{bet} {amount} perde: recolha-a</translation>
    </message>
    <message>
        <source>{bet} {amount} pushes: it stays</source>
        <translation>{bet} {amount} empata: fica na mesa</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} wins</source>
        <translation>lugar {seat}: {bet} {amount} ganha</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} loses: take it</source>
        <translation>lugar {seat}: {bet} {amount} perde: recolha-a</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} pushes: it stays</source>
        <translation>lugar {seat}: {bet} {amount} empata: fica na mesa</translation>
    </message>
    <message>
        <source>Player has a natural {total}: nobody draws</source>
        <translation>O Ponto tem uma natural de {total}: ninguém tira carta</translation>
    </message>
    <message>
        <source>Banker has a natural {total}: nobody draws</source>
        <translation>A Banca tem uma natural de {total}: ninguém tira carta</translation>
    </message>
    <message>
        <source>Player {total} draws (Player draws on {range})</source>
        <translation>O Ponto com {total} tira carta (o Ponto tira com {range})</translation>
    </message>
    <message>
        <source>Player {total} stands (Player stands on {range})</source>
        <translation>O Ponto com {total} fica (o Ponto fica com {range})</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player stood (Banker draws on {range})</source>
        <translation>A Banca com {total} tira carta quando o Ponto ficou (a Banca tira com {range})</translation>
    </message>
    <message>
        <source>Banker {total} stands when the Player stood</source>
        <translation>A Banca com {total} fica quando o Ponto ficou</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>A Banca com {total} fica sempre</translation>
    </message>
    <message>
        <source>Banker {total} draws whatever the Player&apos;s third card</source>
        <translation>A Banca com {total} tira carta seja qual for a terceira carta do Ponto</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {range}</source>
        <translation>A Banca com {total} tira carta quando a terceira carta do Ponto é {range}</translation>
    </message>
    <message>
        <source>Banker {total} stands on a Player third card of {third} (it draws only on {range})</source>
        <translation>A Banca com {total} fica com uma terceira carta do Ponto de {third} (só tira com {range})</translation>
    </message>
    <message>
        <source>the {card} counts {value}</source>
        <translation>o {card} vale {value}</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Player wins</source>
        <translation>Ponto {player}, Banca {banker}: ganha o Ponto</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Banker wins</source>
        <translation>Ponto {player}, Banca {banker}: ganha a Banca</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Tie</source>
        <translation>Ponto {player}, Banca {banker}: empate</translation>
    </message>
    <message>
        <source>a first card {card} means burning {burn} more cards</source>
        <translation>uma primeira carta {card} significa queimar mais {burn} cartas</translation>
    </message>
    <message>
        <source>{burn} cards burnt in all once coup {coup} starts ({decks} decks: as many as decks at the start, one more before every later coup)</source>
        <translation>{burn} cartas queimadas ao todo quando começa a jogada {coup} ({decks} baralhos: no início tantas quantos os baralhos, depois mais uma antes de cada jogada)</translation>
    </message>
    <message>
        <source>the banker has {name}, rank {ordinal} of {count} levels</source>
        <translation>a banca tem {name}, {ordinal}.º dos {count} níveis</translation>
    </message>
    <message>
        <source>with {decks} decks burn {burn} cards</source>
        <translation>com {decks} baralhos queimam-se {burn} cartas</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the articles cited</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{facts} — {article}</source>
        <translation>{facts} — {article}</translation>
    </message>
    <message>
        <source>Time is up. The answer: {answer}. {rule}</source>
        <translation>Acabou o tempo. A resposta: {answer}. {rule}</translation>
    </message>
    <message>
        <source>Right amount, not the fewest chips. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>Montante certo, mas não com o menor número de fichas. Respondeu {given}; a resposta é {answer}. {rule}</translation>
    </message>
    <message>
        <source>Not right. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>Não está certo. Respondeu {given}; a resposta é {answer}. {rule}</translation>
    </message>
    <message>
        <source>Correct. {rule}</source>
        <translation>Certo. {rule}</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is allowed</source>
        <translation>uma queima fixa é de {low} a {high} cartas; {fixed} é permitido</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is not allowed</source>
        <translation>uma queima fixa é de {low} a {high} cartas; {fixed} não é permitido</translation>
    </message>
    <message>
        <source>the cut card goes at the last {min} cards or earlier</source>
        <translation>a carta de corte fica nas últimas {min} cartas ou antes</translation>
    </message>
    <message>
        <source>the second cut card goes between the last {low} and {high} cards</source>
        <translation>a segunda carta de corte fica entre as últimas {low} e {high} cartas</translation>
    </message>
    <message>
        <source>the cut card came out in coup {cut}: coup {last} is the last</source>
        <translation>a carta de corte saiu na jogada {cut}: a jogada {last} é a última</translation>
    </message>
    <message>
        <source>at most {max} demonstration coups per shoe</source>
        <translation>no máximo {max} jogadas de demonstração por sapato</translation>
    </message>
    <message>
        <source>an exposed card stays valid and the coup goes on</source>
        <translation>uma carta exposta continua válida e a jogada continua</translation>
    </message>
    <message>
        <source>a dealing error is corrected at once, or else the coup is void</source>
        <translation>um erro ao dar as cartas corrige-se de imediato; se não, a jogada é anulada</translation>
    </message>
    <message numerus="yes">
        <source>%n face(s) and {points} points: {name}, rank {ordinal} of {count} levels</source>
        <translation>
            <numerusform>%n figura e {points} pontos: {name}, {ordinal}.º dos {count} níveis</numerusform>
            <numerusform>%n figuras e {points} pontos: {name}, {ordinal}.º dos {count} níveis</numerusform>
        </translation>
    </message>
    <message>
        <source>door {door} with {level} wins</source>
        <translation>a porta {door} com {level} ganha</translation>
    </message>
    <message>
        <source>door {door} with {level} loses</source>
        <translation>a porta {door} com {level} perde</translation>
    </message>
    <message>
        <source>door {door} with {level} ties</source>
        <translation>a porta {door} com {level} empata</translation>
    </message>
    <message>
        <source>mark commission {commission} (5% of {winnings}) in the commission box</source>
        <translation>marcar a comissão de {commission} (5% de {winnings}) na caixa de comissões</translation>
    </message>
    <message>
        <source>deduct commission {commission} (5% of {winnings})</source>
        <translation>descontar a comissão de {commission} (5% de {winnings})</translation>
    </message>
    <message>
        <source>a 10 counts 0 but is not a face ({cards})</source>
        <translation>um 10 vale 0 mas não é figura ({cards})</translation>
    </message>
    <message>
        <source>pays {odds}: pay {paid}</source>
        <translation>paga {odds}: pagar {paid}</translation>
    </message>
    <message>
        <source>fewest chips: {chips} (house practice, no article)</source>
        <translation>menos fichas: {chips} (prática da casa, sem artigo)</translation>
    </message>
    <message>
        <source>fewest chips: {chips}</source>
        <translation>menos fichas: {chips}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>5% of {winnings} = {commission}: pay {paid}, mark {commission} in the commission box</source>
        <translation>5% de {winnings} = {commission}: pague {paid}, marque {commission} na caixa de comissões</translation>
    </message>
    <message>
        <source>5% of {winnings} = {commission}: pay {paid}</source>
        <translation>5% de {winnings} = {commission}: pague {paid}</translation>
    </message>
    <message>
        <source>the dealer&apos;s procedure</source>
        <translation>o procedimento do croupier</translation>
    </message>
    <message>
        <source>Banker won with 6: pays half, {paid}</source>
        <translation>a Banca ganhou com 6: paga metade, {paid}</translation>
    </message>
    <message>
        <source>Mass floor HK$500, 8 seats (no 4)</source>
        <translation>Sala geral HK$500, 8 lugares (sem o 4)</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000, 9 seats (no 4)</source>
        <translation>Sala geral HK$1,000, 9 lugares (sem o 4)</translation>
    </message>
</context>
</TS>
