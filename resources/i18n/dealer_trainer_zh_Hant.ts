<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK" sourcelanguage="en_GB">
<context>
    <name>AccountWords</name>
    <message>
        <source>Instructor</source>
        <translation>導師</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>監考人</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>The last active instructor cannot be deactivated: add or reactivate another instructor first.</source>
        <translation>最後一位啟用中的導師不能停用：請先新增或重新啟用另一位導師。</translation>
    </message>
    <message>
        <source>You cannot deactivate your own account; another instructor can.</source>
        <translation>你不能停用自己的帳戶；可由另一位導師停用。</translation>
    </message>
    <message>
        <source>Change your own password with File &gt; Change my password….</source>
        <translation>請用「檔案 &gt; 更改我的密碼…」更改你自己的密碼。</translation>
    </message>
    <message>
        <source>Your exam seal key is not unlocked: sign out and sign in again, then reset the password, so that the new password keeps the school&apos;s seal key.</source>
        <translation>你的考試封印鑰匙尚未解鎖：請登出後再登入，然後重設密碼，使新密碼保留學校的封印鑰匙。</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>只有學員屬於班別。</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>班別{0}已封存：請先取消封存。</translation>
    </message>
</context>
<context>
    <name>AccountsTab</name>
    <message>
        <source>Acco&amp;unts (instructors, proctors and trainees)</source>
        <translation>帳戶(&amp;U)（導師、監考人及學員）</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登入名稱</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>顯示名稱</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班別</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Add &amp;instructor…</source>
        <translation>新增導師(&amp;I)…</translation>
    </message>
    <message>
        <source>Add &amp;proctor…</source>
        <translation>新增監考人(&amp;P)…</translation>
    </message>
    <message>
        <source>Display &amp;name…</source>
        <translation>顯示名稱(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Move to cohort…</source>
        <translation>轉到另一班別(&amp;M)…</translation>
    </message>
    <message>
        <source>Reset pass&amp;word or PIN…</source>
        <translation>重設密碼或PIN碼(&amp;W)…</translation>
    </message>
    <message>
        <source>C&amp;ohorts (archived ones are hidden from lists and kept in reports)</source>
        <translation>班別(&amp;O)（已封存的不在清單中顯示，但保留在報告中）</translation>
    </message>
    <message>
        <source>active</source>
        <translation>啟用</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>已停用</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n trainee(s)</source>
        <translation>
            <numerusform>{0}：%n名學員</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: archived</source>
        <translation>{0}：已封存</translation>
    </message>
    <message>
        <source>R&amp;eactivate</source>
        <translation>重新啟用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Deactivate</source>
        <translation>停用(&amp;D)</translation>
    </message>
    <message>
        <source>Un&amp;archive cohort</source>
        <translation>取消封存班別(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Archive cohort</source>
        <translation>封存班別(&amp;A)</translation>
    </message>
    <message>
        <source>Select an account in the list first.</source>
        <translation>請先在清單中選擇一個帳戶。</translation>
    </message>
    <message>
        <source>{0} ({1}) added as {2}.</source>
        <translation>已新增{0}（{1}），身分為{2}。</translation>
    </message>
    <message>
        <source>Display name of {0} changed.</source>
        <translation>{0}的顯示名稱已更改。</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>只有學員屬於班別。</translation>
    </message>
    <message>
        <source>{0} ({1}) moved.</source>
        <translation>{0}（{1}）已轉班。</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>已為{0}（{1}）重設PIN碼。</translation>
    </message>
    <message>
        <source>Password reset for {0} ({1}); their exam seal key is kept.</source>
        <translation>已為{0}（{1}）重設密碼；其考試封印鑰匙保持不變。</translation>
    </message>
    <message>
        <source>{0} ({1}) reactivated: they can sign in again.</source>
        <translation>{0}（{1}）已重新啟用：可以再次登入。</translation>
    </message>
    <message>
        <source>{0} ({1}) deactivated: they can no longer sign in.</source>
        <translation>{0}（{1}）已停用：不能再登入。</translation>
    </message>
    <message>
        <source>Select a cohort in the list first.</source>
        <translation>請先在清單中選擇一個班別。</translation>
    </message>
    <message>
        <source>Cohort {0} unarchived: it is listed again.</source>
        <translation>班別{0}已取消封存：會再次在清單中顯示。</translation>
    </message>
    <message>
        <source>Cohort {0} archived: hidden from lists, kept in reports.</source>
        <translation>班別{0}已封存：不在清單中顯示，但保留在報告中。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>What you just did may not have been saved: do it again once the server answers.</source>
        <translation>你剛才做的可能尚未儲存：伺服器回應後請再做一次。</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

Your answers so far are saved. Details were written to {1}.</source>
        <translation>出現問題：{0}

你到目前為止的答案已經儲存。詳情已寫入{1}。</translation>
    </message>
    <message>
        <source>--server needs --server-pin (the fingerprint of the school server&apos;s certificate), and no --db.</source>
        <translation>--server 需要 --server-pin（學校伺服器證書的指紋），而且不能同時用 --db。</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <source>Waiting for the proctor. The proctor approves this sitting on their own desk (Exam screen, “Sittings waiting for a proctor”): their password is never typed here. The sitting starts here as soon as it is approved, with the school server&apos;s clock.</source>
        <translation>正在等待監考人。監考人在自己的電腦上批准這場考試（考試畫面「等待監考人的考試」）：密碼從不在這裡輸入。批准後考試立即在這裡開始，以學校伺服器的時鐘計時。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ApprovalsPanel</name>
    <message>
        <source>{0} ({1}) at the desk {3}: continue “{2}”</source>
        <translation>{0}（{1}）在電腦 {3}：繼續「{2}」</translation>
    </message>
    <message>
        <source>{0} ({1}) at the desk {3}: start “{2}”</source>
        <translation>{0}（{1}）在電腦 {3}：開始「{2}」</translation>
    </message>
    <message>
        <source>Sittings waiting for a proctor</source>
        <translation>等待監考人的考試</translation>
    </message>
    <message>
        <source>A&amp;pprove and start</source>
        <translation>批准並開始(&amp;P)</translation>
    </message>
</context>
<context>
    <name>AssignmentDialog</name>
    <message>
        <source>Homework</source>
        <translation>功課</translation>
    </message>
    <message>
        <source>Change homework</source>
        <translation>修改功課</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>內容(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目標(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>作答次數(&amp;A)：</translation>
    </message>
    <message>
        <source>S&amp;hare right:</source>
        <translation>答對比例(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Median time under:</source>
        <translation>中位數時間少於(&amp;M)：</translation>
    </message>
    <message>
        <source>Over the &amp;last (answers):</source>
        <translation>計算最近(&amp;L)（次作答）：</translation>
    </message>
    <message>
        <source>&amp;Due by the end of (Macau):</source>
        <translation>限期至當日完結(&amp;D)（澳門時間）：</translation>
    </message>
</context>
<context>
    <name>AttemptDialog</name>
    <message>
        <source>Attempt {0}</source>
        <translation>作答 {0}</translation>
    </message>
    <message>
        <source>settled here</source>
        <translation>結算此注</translation>
    </message>
    <message>
        <source>time out: counted wrong</source>
        <translation>超時：當答錯論</translation>
    </message>
    <message>
        <source>right</source>
        <translation>對</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>錯</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>學員的答案</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正確答案</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>派牌情況</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
</context>
<context>
    <name>AttemptModel</name>
    <message>
        <source>Answered</source>
        <translation>作答時間</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>情況</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>This practice session was edited outside the app.</source>
        <translation>這節練習曾在程式以外被改動。</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>right</source>
        <translation>對</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>錯</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When (Macau)</source>
        <translation>時間（澳門）</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>對象</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核對</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳情</translation>
    </message>
    <message>
        <source>(command line)</source>
        <translation>（命令列）</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>&amp;Action:</source>
        <translation>操作(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>操作人(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>期間(&amp;P)：</translation>
    </message>
    <message>
        <source>Flagged entries onl&amp;y</source>
        <translation>只顯示有問題的記錄(&amp;Y)</translation>
    </message>
    <message>
        <source>Export to CS&amp;V…</source>
        <translation>匯出 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>匯出稽核記錄</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>No. {seq} · {action} · {subject}</source>
        <translation>第 {seq} 條 · {action} · {subject}</translation>
    </message>
    <message>
        <source>{head}: {detail}</source>
        <translation>{head}：{detail}</translation>
    </message>
    <message numerus="yes">
        <source>Entries saved to {0}: %n</source>
        <translation>
            <numerusform>已將 %n 條記錄儲存至 {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message>
        <source>All actions</source>
        <translation>所有操作</translation>
    </message>
    <message>
        <source>Exam created</source>
        <translation>已建立考試</translation>
    </message>
    <message>
        <source>Exam edited</source>
        <translation>已修改考試</translation>
    </message>
    <message>
        <source>Exam assigned to cohorts</source>
        <translation>考試已分配給班別</translation>
    </message>
    <message>
        <source>Exam withdrawn</source>
        <translation>已停用考試</translation>
    </message>
    <message>
        <source>Exam offered again</source>
        <translation>已重新開放考試</translation>
    </message>
    <message>
        <source>Exam edited: new version</source>
        <translation>考試已修改：新版本</translation>
    </message>
    <message>
        <source>Retake granted</source>
        <translation>已批准重考</translation>
    </message>
    <message>
        <source>Sitting voided</source>
        <translation>考試場次已作廢</translation>
    </message>
    <message>
        <source>Time added to a sitting</source>
        <translation>已為考試場次加時</translation>
    </message>
    <message>
        <source>PIN reset</source>
        <translation>已重設 PIN</translation>
    </message>
    <message>
        <source>Password reset</source>
        <translation>已重設密碼</translation>
    </message>
    <message>
        <source>Sign-in unlocked</source>
        <translation>已解除登入鎖定</translation>
    </message>
    <message>
        <source>Instructor added</source>
        <translation>已新增導師</translation>
    </message>
    <message>
        <source>Instructor given the exam seal</source>
        <translation>已授予導師考試印鑑</translation>
    </message>
    <message>
        <source>Account deactivated</source>
        <translation>已停用帳戶</translation>
    </message>
    <message>
        <source>Account reactivated</source>
        <translation>已重新啟用帳戶</translation>
    </message>
    <message>
        <source>Role changed</source>
        <translation>已更改角色</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>已封存</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>已匯出</translation>
    </message>
    <message>
        <source>Database backed up</source>
        <translation>已備份資料庫</translation>
    </message>
    <message>
        <source>Desk enrolment code made</source>
        <translation>已產生電腦登記碼</translation>
    </message>
    <message>
        <source>Desk enrolled with the school server</source>
        <translation>電腦已登記到學校伺服器</translation>
    </message>
    <message>
        <source>Desk revoked</source>
        <translation>已撤銷電腦</translation>
    </message>
    <message>
        <source>School created (first instructor)</source>
        <translation>已建立學校（首位導師）</translation>
    </message>
    <message>
        <source>Proctor added</source>
        <translation>已新增監考人</translation>
    </message>
    <message>
        <source>Trainee added</source>
        <translation>已新增學員</translation>
    </message>
    <message>
        <source>Roster imported</source>
        <translation>已匯入學員名單</translation>
    </message>
    <message>
        <source>Records imported</source>
        <translation>已匯入紀錄</translation>
    </message>
    <message>
        <source>Cohort created</source>
        <translation>已建立班別</translation>
    </message>
    <message>
        <source>Trainee moved to another cohort</source>
        <translation>學員已轉到另一班別</translation>
    </message>
    <message>
        <source>Display name changed</source>
        <translation>已更改顯示名稱</translation>
    </message>
    <message>
        <source>Staff ID changed</source>
        <translation>已更改員工編號</translation>
    </message>
    <message>
        <source>Own PIN changed</source>
        <translation>本人已更改 PIN</translation>
    </message>
    <message>
        <source>Own password changed</source>
        <translation>本人已更改密碼</translation>
    </message>
    <message>
        <source>School setting changed</source>
        <translation>已更改學校設定</translation>
    </message>
    <message>
        <source>Table profile saved</source>
        <translation>已儲存賭枱設定</translation>
    </message>
    <message>
        <source>Table profile deleted</source>
        <translation>已刪除賭枱設定</translation>
    </message>
    <message>
        <source>Homework set</source>
        <translation>已指派功課</translation>
    </message>
    <message>
        <source>Homework changed</source>
        <translation>已更改功課</translation>
    </message>
    <message>
        <source>Homework removed</source>
        <translation>已刪除功課</translation>
    </message>
    <message>
        <source>Review schedule changed</source>
        <translation>已更改溫習安排</translation>
    </message>
    <message>
        <source>Daily goal changed</source>
        <translation>已更改每日目標</translation>
    </message>
    <message>
        <source>Sitting started</source>
        <translation>考試場次已開始</translation>
    </message>
    <message>
        <source>Sitting resumed</source>
        <translation>考試場次已恢復</translation>
    </message>
    <message>
        <source>Sitting closed as unfinished</source>
        <translation>考試場次已結束（未完成）</translation>
    </message>
    <message>
        <source>Database restored from a backup</source>
        <translation>已從備份還原資料庫</translation>
    </message>
    <message>
        <source>School moved to this database</source>
        <translation>學校已遷移到此資料庫</translation>
    </message>
    <message>
        <source>Seal failed: record refused</source>
        <translation>封印核對失敗：記錄不獲採用</translation>
    </message>
    <message>
        <source>Retake revoked</source>
        <translation>已撤銷重考</translation>
    </message>
    <message>
        <source>Changed after it was written</source>
        <translation>寫入後曾被修改</translation>
    </message>
    <message numerus="yes">
        <source>Entries deleted before this one: %n</source>
        <translation>
            <numerusform>此記錄之前有 %n 條被刪除</numerusform>
        </translation>
    </message>
    <message>
        <source>The entry before was changed, removed or put in</source>
        <translation>上一條記錄曾被修改、刪除或插入</translation>
    </message>
    <message>
        <source>Not sealed (written without the school key)</source>
        <translation>未加封（寫入時沒有學校金鑰）</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message numerus="yes">
        <source>Entries changed or deleted: %n (see the flags).</source>
        <translation>
            <numerusform>記錄中有 %n 條曾被修改或刪除：請查看標記。</numerusform>
        </translation>
    </message>
    <message>
        <source>Gaps checked, seals not checked: sign in again to check them.</source>
        <translation>已檢查缺漏，未核對印鑑：請重新登入以核對。</translation>
    </message>
    <message numerus="yes">
        <source>Entries checked: %n, all as written.</source>
        <translation>
            <numerusform>全部 %n 條記錄核對無誤。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written without the school key: %n.</source>
        <translation>
            <numerusform>%n 條寫入時沒有學校金鑰。</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing {0} of {1}</source>
        <translation>顯示 {1} 條中的 {0} 條</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the parts of an audit detail</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>no. {0}</source>
        <translation>第 {0} 號</translation>
    </message>
    <message>
        <source>now named {0}</source>
        <translation>現名 {0}</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>考試：{0}</translation>
    </message>
    <message>
        <source>Trainee: {0}</source>
        <translation>學員：{0}</translation>
    </message>
    <message>
        <source>Account: {0}</source>
        <translation>帳戶：{0}</translation>
    </message>
    <message>
        <source>now in no cohort</source>
        <translation>現時不屬任何班別</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班別</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>班別：{0}</translation>
    </message>
    <message>
        <source>Role: {0}</source>
        <translation>角色：{0}</translation>
    </message>
    <message>
        <source>from the command line</source>
        <translation>由命令列執行</translation>
    </message>
    <message>
        <source>from: {0}</source>
        <translation>來源：{0}</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>已封存</translation>
    </message>
    <message>
        <source>taken out of the archive</source>
        <translation>已取消封存</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added</source>
        <translation>
            <numerusform>已加時 %n 分鐘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added in all</source>
        <translation>
            <numerusform>累計加時 %n 分鐘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) on the version before</source>
        <translation>
            <numerusform>上一版本有 %n 場考試</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>沒有改動</translation>
    </message>
    <message>
        <source>changed: {0}</source>
        <translation>改動：{0}</translation>
    </message>
    <message>
        <source>was named {0}</source>
        <translation>原名 {0}</translation>
    </message>
    <message>
        <source>version {0} → {1}</source>
        <translation>版本 {0} → {1}</translation>
    </message>
    <message>
        <source>version {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <source>window: {0}</source>
        <translation>開放時段：{0}</translation>
    </message>
    <message>
        <source>sitting no. {0}</source>
        <translation>考試場次第 {0} 號</translation>
    </message>
    <message>
        <source>retake no. {0}</source>
        <translation>重考第 {0} 號</translation>
    </message>
    <message>
        <source>over a passed sitting (no. {0})</source>
        <translation>已合格的考試之後（第 {0} 號）</translation>
    </message>
    <message>
        <source>note: {0}</source>
        <translation>備註：{0}</translation>
    </message>
    <message>
        <source>reason: {0}</source>
        <translation>原因：{0}</translation>
    </message>
    <message>
        <source>the attempt was given back</source>
        <translation>應考機會已退回</translation>
    </message>
    <message>
        <source>the attempt is used</source>
        <translation>應考機會計作已用</translation>
    </message>
    <message>
        <source>homework no. {0}</source>
        <translation>功課第 {0} 號</translation>
    </message>
    <message>
        <source>{key}: {value}</source>
        <comment>an audit detail this version has no words for</comment>
        <translation>{key}：{value}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>staff ID {0} → {1}</source>
        <translation>員工編號 {0} → {1}</translation>
    </message>
    <message>
        <source>staff ID: {0}</source>
        <translation>員工編號：{0}</translation>
    </message>
    <message>
        <source>before: no cohort</source>
        <translation>之前：無班別</translation>
    </message>
    <message>
        <source>before: {0}</source>
        <translation>之前：{0}</translation>
    </message>
    <message>
        <source>cleared (was {0})</source>
        <translation>已清除（原為 {0}）</translation>
    </message>
    <message>
        <source>set to {0}</source>
        <translation>設為 {0}</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>new profile</source>
        <translation>新設定</translation>
    </message>
    <message>
        <source>lesson {0}</source>
        <translation>課堂 {0}</translation>
    </message>
    <message>
        <source>due {0}</source>
        <translation>限期 {0}</translation>
    </message>
    <message>
        <source>desired retention {0}</source>
        <translation>目標記憶率 {0}</translation>
    </message>
    <message>
        <source>target times: {0}</source>
        <translation>目標時間：{0}</translation>
    </message>
    <message numerus="yes">
        <source>minutes a day: %n</source>
        <translation>
            <numerusform>每日 %n 分鐘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answers a day: %n</source>
        <translation>
            <numerusform>每日 %n 個答案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lines refused: %n</source>
        <translation>
            <numerusform>被拒 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>attempt {0}</source>
        <translation>第 {0} 次應考</translation>
    </message>
    <message>
        <source>certificate key {0}</source>
        <translation>證書密鑰 {0}</translation>
    </message>
    <message>
        <source>trainees</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>practice sessions</source>
        <translation>練習節數</translation>
    </message>
    <message>
        <source>practice answers</source>
        <translation>練習答案</translation>
    </message>
    <message>
        <source>by {0}</source>
        <translation>由 {0}</translation>
    </message>
    <message>
        <source>the school&apos;s name on certificates</source>
        <translation>證書上的學校名稱</translation>
    </message>
    <message>
        <source>readiness: accuracy to pass</source>
        <translation>準備程度：合格準確率</translation>
    </message>
    <message>
        <source>readiness: median time to pass</source>
        <translation>準備程度：合格中位時間</translation>
    </message>
    <message>
        <source>granted by {0}</source>
        <translation>批出人：{0}</translation>
    </message>
    <message>
        <source>granted {0}</source>
        <translation>批出於{0}</translation>
    </message>
    <message>
        <source>why granted: {0}</source>
        <translation>批出原因：{0}</translation>
    </message>
    <message>
        <source>its seal held</source>
        <translation>封印核對無誤</translation>
    </message>
    <message>
        <source>its seal had failed</source>
        <translation>封印核對失敗</translation>
    </message>
    <message>
        <source>its seal was not checked</source>
        <translation>封印未核查</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>{0} 開放，{1} 截止</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 開放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>always open</source>
        <translation>一直開放</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>instructor</source>
        <translation>導師</translation>
    </message>
    <message>
        <source>proctor</source>
        <translation>監考人</translation>
    </message>
    <message>
        <source>a cohort&apos;s roster</source>
        <translation>班別名單</translation>
    </message>
    <message>
        <source>the audit log</source>
        <translation>稽核記錄</translation>
    </message>
    <message>
        <source>a homework report</source>
        <translation>功課報告</translation>
    </message>
    <message>
        <source>a trainee&apos;s practice answers</source>
        <translation>學員的練習答案</translation>
    </message>
    <message>
        <source>exam results</source>
        <translation>考試成績</translation>
    </message>
    <message>
        <source>the certifications for HR</source>
        <translation>供人力資源部的證書名單</translation>
    </message>
    <message>
        <source>a certificate</source>
        <translation>證書</translation>
    </message>
    <message>
        <source>a trainee report (PDF)</source>
        <translation>學員報告（PDF）</translation>
    </message>
    <message>
        <source>a cohort report (PDF)</source>
        <translation>班別報告（PDF）</translation>
    </message>
    <message>
        <source>the refused lines of a roster import</source>
        <translation>學員名單匯入時被拒的行</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Table sections</source>
        <translation>賭枱部分</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>時限</translation>
    </message>
    <message>
        <source>time per question</source>
        <translation>每題時限</translation>
    </message>
    <message>
        <source>attempts allowed</source>
        <translation>可考次數</translation>
    </message>
    <message>
        <source>missed questions shown</source>
        <translation>是否顯示答錯的題目</translation>
    </message>
    <message>
        <source>when a sitting is interrupted</source>
        <translation>考試中斷時的處理</translation>
    </message>
    <message>
        <source>cohorts</source>
        <translation>班別</translation>
    </message>
    <message>
        <source>which attempt counts</source>
        <translation>以哪次考試為準</translation>
    </message>
    <message>
        <source>blueprint format</source>
        <translation>考試設定格式</translation>
    </message>
</context>
<context>
    <name>Backup</name>
    <message>
        <source>Only an instructor can back up or restore the database.</source>
        <translation>只有導師可以備份或還原資料庫。</translation>
    </message>
    <message>
        <source>The operation failed: {0}</source>
        <translation>操作失敗：{0}</translation>
    </message>
    <message>
        <source>This school&apos;s database is on a PostgreSQL server. Back it up with the server&apos;s tools (pg_dump) and restore it with pg_restore; the README gives the commands. Ask the school&apos;s IT staff.</source>
        <translation>本校的資料庫位於 PostgreSQL 伺服器上。請用伺服器的工具備份（pg_dump），並用 pg_restore 還原；README 列有所需指令。請向學校的資訊科技人員查詢。</translation>
    </message>
    <message>
        <source>The file cannot be written or read there:
{0}

{1}

Choose another folder (a USB drive, your documents).</source>
        <translation>無法在該處寫入或讀取檔案：
{0}

{1}

請選擇另一個資料夾（USB 儲存裝置、你的文件）。</translation>
    </message>
    <message>
        <source>That is the database in use:
{0}

Choose another file.</source>
        <translation>這是正在使用中的資料庫：
{0}

請選擇另一個檔案。</translation>
    </message>
    <message>
        <source>The file does not exist:
{0}</source>
        <translation>檔案不存在：
{0}</translation>
    </message>
    <message>
        <source>This file is not a database:
{0}</source>
        <translation>此檔案不是資料庫：
{0}</translation>
    </message>
    <message>
        <source>This database is not a Dealer Trainer backup:
{0}</source>
        <translation>此資料庫不是荷官培訓的備份：
{0}</translation>
    </message>
    <message>
        <source>This backup is damaged (it fails its integrity check) and cannot be used:
{0}</source>
        <translation>此備份已損壞（未能通過完整性檢查），無法使用：
{0}</translation>
    </message>
    <message>
        <source>This backup was made by a newer version of Dealer Trainer (database version {1}; this version reads up to {2}). Update the app first.
{0}</source>
        <translation>此備份由較新版本的荷官培訓建立（資料庫版本 {1}；本版本最多只能讀取版本 {2}）。請先更新程式。
{0}</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a device, a pipe or something similar), so it can be neither read as a backup nor replaced by one:
{0}</source>
        <translation>這不是一般檔案（而是裝置、管道或類似的東西），既不能當作備份讀取，也不能被備份取代：
{0}</translation>
    </message>
    <message>
        <source>This backup has no active instructor, so no one could manage the school after restoring it. It was not restored.
{0}</source>
        <translation>此備份沒有在職的導師，還原後將無人能管理學校，因此沒有還原。
{0}</translation>
    </message>
    <message>
        <source>The database is open in Dealer Trainer on another desk (or in another window of this computer). It was not restored: that desk would go on saving answers into the database set aside.

Close Dealer Trainer wherever it uses this database, then restore again.
{0}</source>
        <translation>另一部電腦（或這部電腦的另一個視窗）的 Dealer Trainer 正開着這個資料庫，所以沒有還原：那部電腦會繼續把答案存進被擱置的舊資料庫。

請先關閉所有使用這個資料庫的 Dealer Trainer，然後再還原。
{0}</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Try again in a moment.</source>
        <translation>資料庫正忙：另一個程式正在寫入。請稍後再試。</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and no answers.</source>
        <translation>儲存於 {saved}。內有{instructors}、{trainees}，沒有答案。</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and {answers}, the newest from {newest}.</source>
        <translation>儲存於 {saved}。內有{instructors}、{trainees}、{answers}，最新一個答於 {newest}。</translation>
    </message>
    <message>
        <source>The database was copied and checked:
{0}

{1}, {2}. Keep the copy somewhere safe, away from this computer.</source>
        <translation>資料庫已複製並檢查：
{0}

{1}、{2}。請把副本存放在安全的地方，不要放在這部電腦上。</translation>
    </message>
    <message>
        <source>Replace the database in use with this backup?

{path}
{held}

Everything recorded since the backup was made will no longer be shown. The database in use now is kept, renamed, in its folder:
{folder}

Everyone is signed out.</source>
        <translation>要用此備份取代正在使用的資料庫嗎？

{path}
{held}

備份之後記錄的一切將不再顯示。現正使用的資料庫會改名後保留在其資料夾內：
{folder}

所有人都會被登出。</translation>
    </message>
    <message>
        <source>Your database was upgraded to this version of Dealer Trainer. A copy from before the upgrade was kept here:

{0}

Keep it until you are sure everything is in order.</source>
        <translation>你的資料庫已升級至此版本的荷官培訓。升級前的副本保存在：

{0}

請保留此副本，直至確定一切正常。</translation>
    </message>
    <message>
        <source>Database upgraded</source>
        <translation>資料庫已升級</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted earlier. Its temporary copies were removed; the database in use was not changed:

{0}</source>
        <translation>之前有一次資料庫還原被中斷。它留下的暫存副本已被刪除；正在使用的資料庫沒有改變：

{0}</translation>
    </message>
    <message>
        <source>Interrupted restore</source>
        <translation>還原被中斷</translation>
    </message>
    <message>
        <source>Backup saved</source>
        <translation>備份已儲存</translation>
    </message>
    <message>
        <source>Backup not made</source>
        <translation>未能備份</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>還原備份</translation>
    </message>
    <message>
        <source>The backup was restored:
{0}

The database in use before was kept as:
{1}</source>
        <translation>備份已還原：
{0}

之前使用的資料庫已保存為：
{1}</translation>
    </message>
    <message>
        <source>The backup was from an older version and was upgraded; a copy from before the upgrade was kept as:
{0}</source>
        <translation>此備份來自較舊的版本，已經升級；升級前的副本保存為：
{0}</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>備份已還原</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>備份資料庫</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3);;All files (*)</source>
        <translation>荷官培訓備份 (*.sqlite3);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3 *.db);;All files (*)</source>
        <translation>荷官培訓備份 (*.sqlite3 *.db);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>還原</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>BackupCounts</name>
    <message numerus="yes">
        <source>%n instructor(s)</source>
        <translation>
            <numerusform>導師 %n 名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>學員 %n 名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>答案 %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlueprintForm</name>
    <message>
        <source>Exa&amp;m name</source>
        <translation>考試名稱(&amp;M)</translation>
    </message>
    <message>
        <source>Overall pass mark</source>
        <translation>整體合格分數</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>時限（分鐘）</translation>
    </message>
    <message>
        <source>Limit per question</source>
        <translation>每題時限</translation>
    </message>
    <message>
        <source>Attempts allowed</source>
        <translation>可考次數</translation>
    </message>
    <message>
        <source>Which sitting c&amp;ounts</source>
        <translation>以哪次考試為準(&amp;O)</translation>
    </message>
    <message>
        <source>Trainee sees missed questions</source>
        <translation>學員可見答錯的題目</translation>
    </message>
    <message>
        <source>If the app is closed mid-exam</source>
        <translation>考試中途程式關閉時</translation>
    </message>
    <message>
        <source>Assigned cohorts</source>
        <translation>指派的班別</translation>
    </message>
    <message>
        <source>Opens (Macau time)</source>
        <translation>開放時間（澳門時間）</translation>
    </message>
    <message>
        <source>Closes (Macau time)</source>
        <translation>截止時間（澳門時間）</translation>
    </message>
    <message>
        <source>seconds:</source>
        <translation>秒：</translation>
    </message>
    <message>
        <source>not before</source>
        <translation>不早於</translation>
    </message>
    <message>
        <source>not after</source>
        <translation>不遲於</translation>
    </message>
    <message>
        <source>yes, show which questions were wrong (never the right answers)</source>
        <translation>是，顯示答錯的題目（絕不顯示正確答案）</translation>
    </message>
    <message>
        <source>Resume the same questions (the clock keeps running)</source>
        <translation>繼續原來的題目（時間照計）</translation>
    </message>
    <message>
        <source>Mark the sitting incomplete (a fail)</source>
        <translation>該次考試記為未完成（不合格）</translation>
    </message>
    <message>
        <source>The latest sitting (a retake can lower the result)</source>
        <translation>最近一次（重考可令成績下降）</translation>
    </message>
    <message>
        <source>The best sitting</source>
        <translation>最佳一次</translation>
    </message>
    <message>
        <source>The first pass (later sittings cannot undo it)</source>
        <translation>首次合格（之後的考試不能推翻）</translation>
    </message>
    <message>
        <source>Sections (asked in this order)</source>
        <translation>部分（按此次序出題）</translation>
    </message>
    <message>
        <source>&amp;Add section</source>
        <translation>新增部分(&amp;A)</translation>
    </message>
    <message>
        <source>Table sections (dealt after the sections above, scored per step, no hints)</source>
        <translation>賭枱部分（在以上部分之後發牌，按每個步驟計分，不設提示）</translation>
    </message>
    <message>
        <source>Add &amp;Table section</source>
        <translation>新增賭枱部分(&amp;T)</translation>
    </message>
</context>
<context>
    <name>BlueprintsPanel</name>
    <message>
        <source>Not saved: see the message under the field.</source>
        <translation>未儲存：請看欄位下的訊息。</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在儲存…</translation>
    </message>
    <message>
        <source>Enrol an instructor in the exam seal</source>
        <translation>為導師登記考試封印</translation>
    </message>
    <message>
        <source>The instructor to enrol types their own name and password here. They can then proctor sittings and verify results.</source>
        <translation>要登記的導師在此輸入自己的名稱及密碼。之後便可以監考及核實成績。</translation>
    </message>
    <message>
        <source>Enrol</source>
        <translation>登記</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0}（已撤回）</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>開放中</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已撤回</translation>
    </message>
    <message>
        <source>Saved “{0}” ({1}).</source>
        <translation>已儲存「{0}」（{1}）。</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>未儲存：{0}</translation>
    </message>
    <message>
        <source>Not saved: this exam changed on another desk.</source>
        <translation>未儲存：此考試已在另一部電腦上修改。</translation>
    </message>
    <message>
        <source>the exam “{0}”</source>
        <translation>考試「{0}」</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>已重新載入另一部電腦儲存的版本。</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>已保留你的修改；儲存後會取代對方的版本。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{0} can now proctor exams and verify results.</source>
        <translation>{0}現在可以監考及核實成績。</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>新考試</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>撤回(&amp;W)</translation>
    </message>
    <message>
        <source>{0} — version {1}</source>
        <translation>{0} — 第 {1} 版</translation>
    </message>
    <message>
        <source>Offer &amp;again</source>
        <translation>再次開放(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>This exam has %n sitting(s) under version {0}; saving a change to what it examines makes version {1}, and the sittings keep theirs. Moving the exam window or changing the cohorts keeps version {0}.</source>
        <translation>
            <numerusform>此考試第 {0} 版已有 %n 次應考；儲存對考核內容的修改會產生第 {1} 版，已有的應考保留原來的版本。只更改開放時段或班別則仍是第 {0} 版。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam seal: unlocked. You can proctor sittings and verify results.</source>
        <translation>考試封印：已解鎖。你可以監考及核實成績。</translation>
    </message>
    <message>
        <source>Exam seal: locked. Sign in again to verify results.</source>
        <translation>考試封印：已鎖上。請再次登入以核實成績。</translation>
    </message>
    <message>
        <source>Exam seal: you have no copy yet. An instructor who has one must enrol you.</source>
        <translation>考試封印：你尚未持有。須由持有封印的導師為你登記。</translation>
    </message>
    <message>
        <source>Exam seal: not created yet; it is made at the next instructor sign-in.</source>
        <translation>考試封印：尚未建立；會在下次導師登入時建立。</translation>
    </message>
    <message>
        <source>&amp;New exam</source>
        <translation>新考試(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Save exam</source>
        <translation>儲存考試(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Enrol an instructor…</source>
        <translation>登記導師(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Player total</source>
        <translation>閒家點數</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>莊家點數</translation>
    </message>
    <message>
        <source>Player Pair [1]</source>
        <translation>閒對 [1]</translation>
    </message>
    <message>
        <source>Banker Pair [2]</source>
        <translation>莊對 [2]</translation>
    </message>
    <message>
        <source>Natural [N]</source>
        <translation>例牌 [N]</translation>
    </message>
    <message>
        <source>Call  [Enter]</source>
        <translation>報牌  [Enter]</translation>
    </message>
    <message>
        <source>Call the coup: both totals, then P, B or T; 1 and 2 for pairs, N for a natural; Enter.</source>
        <translation>報牌：先輸入兩家點數，再按 P、B 或 T；1 和 2 代表對子，N 代表例牌；按 Enter。</translation>
    </message>
    <message>
        <source>Type both totals (0-9).</source>
        <translation>請輸入兩家點數（0-9）。</translation>
    </message>
    <message>
        <source>Choose the winner: P, B or T.</source>
        <translation>請選擇贏家：P、B 或 T。</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>Face-down card</source>
        <translation>背面朝上的牌</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>葵扇</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>紅心</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>階磚</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>Third card</source>
        <translation>第三張牌</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已選</translation>
    </message>
    <message>
        <source>Decides the answer</source>
        <translation>決定答案的牌</translation>
    </message>
</context>
<context>
    <name>CertificateCheckDialog</name>
    <message>
        <source>Check a certificate</source>
        <translation>核實證書</translation>
    </message>
    <message>
        <source>Type the certificate number and the verification code printed on it.</source>
        <translation>請輸入證書上印有的證書編號及核實碼。</translation>
    </message>
    <message>
        <source>Certificate &amp;number:</source>
        <translation>證書編號(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Verification code:</source>
        <translation>核實碼(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>核實(&amp;C)</translation>
    </message>
    <message>
        <source>Type the certificate number first.</source>
        <translation>請先輸入證書編號。</translation>
    </message>
    <message>
        <source>Type the verification code too.</source>
        <translation>請同時輸入核實碼。</translation>
    </message>
    <message>
        <source>Valid: this certificate was issued from sealed records that still hold. Compare the name, exam, date and score below with the paper.</source>
        <translation>有效：此證書根據仍然完好的封印紀錄發出。請將下列姓名、考試、日期及分數與紙本核對。</translation>
    </message>
    <message>
        <source>TAMPERED: the records behind this number were changed after they were sealed. Do not accept it until the sitting has been reviewed.</source>
        <translation>已被篡改：此編號的紀錄在封印後曾被更改。在覆核該次考試前，請勿接受此證書。</translation>
    </message>
    <message>
        <source>Invalid: that is not a certificate number (it looks like DT-2026-000042).</source>
        <translation>無效：這不是證書編號（格式如 DT-2026-000042）。</translation>
    </message>
    <message>
        <source>Invalid: this school issued no certificate with that number.</source>
        <translation>無效：本校沒有發出此編號的證書。</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number did not pass, so no certificate was issued for it.</source>
        <translation>無效：此編號的考試不合格，因此沒有發出證書。</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number was voided by a proctor. It has no result, so no certificate was issued for it.</source>
        <translation>無效：此編號的考試已被監考人作廢，沒有成績，因此沒有發出證書。</translation>
    </message>
    <message>
        <source>Invalid: the verification code does not match this certificate number. Check both for typing mistakes; a certificate whose score or date was changed will not match.</source>
        <translation>無效：核實碼與此證書編號不符。請檢查兩者有否打錯；分數或日期被改動的證書不會相符。</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>已作廢</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}), {3}, sat {4}, {5} of {6}, {7}.</source>
        <translation>{0}：{1}（{2}），{3}，應考時間{4}，{6}題中答對{5}題，{7}。</translation>
    </message>
    <message>
        <source>{0} (version {1})</source>
        <translation>{0}（第 {1} 版）</translation>
    </message>
    <message>
        <source>Certified as {0} ({1}), renamed since.</source>
        <translation>證書上為 {0}（{1}），其後已改名。</translation>
    </message>
</context>
<context>
    <name>CertificateWriter</name>
    <message>
        <source>pass mark {0}%</source>
        <translation>合格分數{0}%</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>seal verified</source>
        <translation>封印已核實</translation>
    </message>
    <message>
        <source>SEAL BROKEN: the records were altered</source>
        <translation>封印已被破壞：紀錄曾被改動</translation>
    </message>
    <message>
        <source>Verification: sitting no. {0}, {1}; printed {2} (Macau time) by Dealer Trainer {3}.</source>
        <translation>核實：考試編號{0}，{1}；由荷官培訓 {3} 於{2}（澳門時間）列印。</translation>
    </message>
    <message>
        <source>Certificate no. {0} · verification code {1}</source>
        <translation>證書編號 {0} · 核實碼 {1}</translation>
    </message>
    <message>
        <source>has passed the examination</source>
        <translation>已通過考試</translation>
    </message>
    <message>
        <source>has sat, and not passed, the examination</source>
        <translation>已應考，但未通過考試</translation>
    </message>
    <message>
        <source>on {0}, with {1} of {2} right ({3:.0f}%; the pass mark is {4}%).</source>
        <translation>考試日期{0}，{2}題中答對{1}題（{3:.0f}%；合格分數為{4}%）。</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>證書</translation>
    </message>
    <message>
        <source>This certifies that</source>
        <translation>茲證明</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>導師</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>簽署</translation>
    </message>
    <message>
        <source>Proctored by {0}.</source>
        <translation>監考人：{0}。</translation>
    </message>
    <message>
        <source>Exam version {0}</source>
        <translation>考試第 {0} 版</translation>
    </message>
    <message>
        <source>Certificate: {0}, {1}</source>
        <translation>證書：{0}，{1}</translation>
    </message>
    <message>
        <source>cannot write {0}</source>
        <translation>無法寫入{0}</translation>
    </message>
    <message>
        <source>School key {0}</source>
        <translation>學校密鑰 {0}</translation>
    </message>
</context>
<context>
    <name>ChangeSecretDialog</name>
    <message>
        <source>&amp;Change my password…</source>
        <translation>更改我的密碼(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Change my PIN…</source>
        <translation>更改我的 PIN(&amp;C)…</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>更改我的 PIN</translation>
    </message>
    <message>
        <source>Change my password</source>
        <translation>更改我的密碼</translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation>PIN 為 4 至 12 位數字。</translation>
    </message>
    <message>
        <source>A password has at least 6 characters.</source>
        <translation>密碼最少 6 個字元。</translation>
    </message>
    <message>
        <source>&amp;Current PIN</source>
        <translation>現時的 PIN(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Current password</source>
        <translation>現時的密碼(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New PIN</source>
        <translation>新 PIN(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;New password</source>
        <translation>新密碼(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Repeat the new PIN</source>
        <translation>再輸入新 PIN(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Repeat the new password</source>
        <translation>再輸入新密碼(&amp;R)</translation>
    </message>
    <message>
        <source>Type your current PIN.</source>
        <translation>請輸入你現時的 PIN。</translation>
    </message>
    <message>
        <source>Type your current password.</source>
        <translation>請輸入你現時的密碼。</translation>
    </message>
    <message>
        <source>The two new PINs differ: type the new PIN again.</source>
        <translation>兩次輸入的新 PIN 不同：請再輸入新 PIN。</translation>
    </message>
    <message>
        <source>The two new passwords differ: type the new password again.</source>
        <translation>兩次輸入的新密碼不同：請再輸入新密碼。</translation>
    </message>
    <message>
        <source>Too many wrong tries: wait {0} s and try again, or ask an instructor to unlock it.</source>
        <translation>錯誤次數太多：請等 {0} 秒再試，或請導師解鎖。</translation>
    </message>
    <message>
        <source>That is not your current PIN.</source>
        <translation>這不是你現時的 PIN。</translation>
    </message>
    <message>
        <source>That is not your current password.</source>
        <translation>這不是你現時的密碼。</translation>
    </message>
</context>
<context>
    <name>ChangedElsewhereDialog</name>
    <message>
        <source>Changed on another desk</source>
        <translation>已在另一部電腦上修改</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk since you opened it. Both versions are below; the fields marked {1} differ. Reload theirs, or keep editing yours (your next save replaces theirs).</source>
        <translation>未儲存：你開啟{0}之後，它已在另一部電腦上修改。兩個版本列在下面；標有 {1} 的欄位不同。可重新載入對方的版本，或繼續修改你的版本（你下次儲存會取代對方的版本）。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>On the other desk (theirs)</source>
        <translation>另一部電腦（對方）</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>&amp;Reload theirs</source>
        <translation>重新載入對方版本(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep editing mine</source>
        <translation>繼續修改我的(&amp;K)</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>per session</source>
        <translation>每節</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <comment>a chart&apos;s title · the period it covers</comment>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>Accuracy {0} (%)</source>
        <translation>準確率{0}（%）</translation>
    </message>
    <message>
        <source>Median answer time {0} (s)</source>
        <translation>作答時間中位數{0}（秒）</translation>
    </message>
    <message>
        <source>session number</source>
        <comment>x axis of the charts per session</comment>
        <translation>練習節數</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n sessions</source>
        <translation>
            <numerusform>最近%n節的平均</numerusform>
        </translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>7日平均</translation>
    </message>
    <message>
        <source>The whole cohort:</source>
        <translation>全班合計：</translation>
    </message>
    <message>
        <source>cohort average</source>
        <translation>班別平均</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>合格標準</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>莊家點數</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>閒家第三張牌</translation>
    </message>
    <message>
        <source>Sam Kong levels: right × named</source>
        <translation>三公牌級：正確 × 所答</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>正確牌級</translation>
    </message>
    <message>
        <source>Level named</source>
        <translation>所答牌級</translation>
    </message>
    <message>
        <source>Payout errors by size (% wrong; blue: right amount, not the fewest chips)</source>
        <translation>按金額大小的派彩錯誤（錯誤 %；藍色：金額正確但籌碼不是最少）</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答數</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位數</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>payout size: the right payout is HK$0 (a bet that loses)</comment>
        <translation>不派彩</translation>
    </message>
    <message>
        <source>No answers in the last {0} days.</source>
        <translation>最近{0}日沒有作答。</translation>
    </message>
    <message>
        <source>no answers in the last {0} days</source>
        <comment>an unpractised drill&apos;s readiness figures</comment>
        <translation>最近{0}日沒有作答</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>the deciding drill: its readiness figures</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>pass mark {0}%, under {1} s</source>
        <translation>合格標準{0}%，少於{1}秒</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>readiness verdict (the period it judges)</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} ({1}).</source>
        <comment>readiness figures, then the pass mark</comment>
        <translation>{0}（{1}）。</translation>
    </message>
    <message>
        <source>{0} named {1} ({2}×)</source>
        <translation>{0} 答成 {1}（{2}次）</translation>
    </message>
    <message>
        <source>Player&apos;s decisions</source>
        <translation>閒家的判斷</translation>
    </message>
    <message>
        <source>Banker&apos;s decisions</source>
        <translation>莊家的判斷</translation>
    </message>
    <message>
        <source>one session</source>
        <translation>一節</translation>
    </message>
    <message>
        <source>one day</source>
        <translation>一日</translation>
    </message>
    <message>
        <source>Banker 3-6 against the Player&apos;s third card: % wrong</source>
        <translation>莊家3至6點對閒家第三張牌：答錯%</translation>
    </message>
    <message>
        <source>none</source>
        <comment>Sam Kong matrix column: hands with no level named (did not answer); short</comment>
        <translation>未答</translation>
    </message>
    <message>
        <source>named wrong</source>
        <comment>Sam Kong colour bar: share of a row&apos;s hands named wrong</comment>
        <translation>答錯比例</translation>
    </message>
    <message>
        <source>Best run</source>
        <comment>longest run of right answers in a row</comment>
        <translation>最長連續答對</translation>
    </message>
    <message>
        <source>none</source>
        <comment>payout bar: no answers of this size yet</comment>
        <translation>未有作答</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), all timed out</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>%Ln題，全部超時</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), {0}% right, median {1} s</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>作答%Ln題，答對{0}%，中位數{1}秒</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <comment>the trainee did not answer: no Sam Kong level named</comment>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Sam Kong mix-ups: </source>
        <translation>三公混淆：</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between Sam Kong mix-ups</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <source>Ready: meets the pass mark</source>
        <translation>已準備好：達到合格標準</translation>
    </message>
    <message>
        <source>Accurate, but not yet fast enough</source>
        <translation>準確，但速度仍未足夠</translation>
    </message>
    <message>
        <source>Not yet accurate enough</source>
        <translation>準確度仍未足夠</translation>
    </message>
    <message>
        <source>Not enough recent practice to judge</source>
        <translation>近期練習不足，無法判斷</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>已準備好</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>太慢</translation>
    </message>
    <message>
        <source>Not accurate yet</source>
        <translation>準確度未足</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>數據不足</translation>
    </message>
    <message>
        <source>no exam yet</source>
        <translation>尚未考試</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>已安排</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>⚠ TAMPERED: records changed after sealing</source>
        <translation>⚠ 已被改動：紀錄在封印後曾被改動</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>全部時間</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今日</translation>
    </message>
    <message numerus="yes">
        <source>last %n days</source>
        <comment>the period a chart shows</comment>
        <translation>
            <numerusform>最近%n日</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player stood</source>
        <translation>閒家不補</translation>
    </message>
    <message>
        <source>{0}: {1} {2}%</source>
        <comment>readiness: the verdict, the deciding drill, its accuracy</comment>
        <translation>{0}：{1} {2}%</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>readiness: the verdict, the deciding drill</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Pass mark: {0}% right, median under {1} s (last {2} days).</source>
        <translation>合格標準：答對{0}%，中位數少於{1}秒（最近{2}日）。</translation>
    </message>
    <message>
        <source>{0} natural {1}</source>
        <translation>{0} 例牌 {1}</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>閒家第三張牌{0}</translation>
    </message>
    <message>
        <source>Banker {0}, {1}</source>
        <translation>莊家{0}點，{1}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>閒家{0}點</translation>
    </message>
    <message>
        <source>{0} bet wins</source>
        <translation>{0}注贏</translation>
    </message>
    <message>
        <source>{0} bet loses</source>
        <translation>{0}注輸</translation>
    </message>
    <message>
        <source>{0} bet stays (tie)</source>
        <translation>{0}注和局保留</translation>
    </message>
    <message>
        <source>{0} bet</source>
        <translation>{0}注</translation>
    </message>
    <message>
        <source>Calling a tie</source>
        <translation>報和局</translation>
    </message>
    <message>
        <source>Calling a coup with a pair</source>
        <translation>報有對子的牌局</translation>
    </message>
    <message>
        <source>Calling a natural</source>
        <translation>報例牌</translation>
    </message>
    <message>
        <source>Calling a coup where both hands drew</source>
        <translation>報兩家都補牌的牌局</translation>
    </message>
    <message>
        <source>Calling a coup where one hand drew</source>
        <translation>報只有一家補牌的牌局</translation>
    </message>
    <message>
        <source>Calling a coup where neither hand drew</source>
        <translation>報兩家都不補牌的牌局</translation>
    </message>
    <message>
        <source>Calling the coup</source>
        <translation>報牌</translation>
    </message>
    <message>
        <source>A door that ties the banker</source>
        <translation>與莊家打和的門</translation>
    </message>
    <message>
        <source>Doors with 三公 hands</source>
        <translation>有三公的門</translation>
    </message>
    <message>
        <source>Equal points decided by faces</source>
        <translation>同點數以公牌定輸贏</translation>
    </message>
    <message>
        <source>Plain door wins and losses</source>
        <translation>門的一般輸贏</translation>
    </message>
    <message>
        <source>Sam Kong door results</source>
        <translation>三公各門的輸贏</translation>
    </message>
    <message>
        <source>Burning by the first card</source>
        <translation>按第一張牌銷牌</translation>
    </message>
    <message>
        <source>Burning one card per deck</source>
        <translation>每副牌銷一張</translation>
    </message>
    <message>
        <source>A fixed burn</source>
        <translation>固定數目銷牌</translation>
    </message>
    <message>
        <source>Where the cut card goes</source>
        <translation>白咭放在哪裏</translation>
    </message>
    <message>
        <source>The Sam Kong second cut</source>
        <translation>三公的第二次切牌</translation>
    </message>
    <message>
        <source>The last coup</source>
        <translation>最後一局</translation>
    </message>
    <message>
        <source>Demonstration coups</source>
        <translation>示範局</translation>
    </message>
    <message>
        <source>An exposed card</source>
        <translation>翻開的牌</translation>
    </message>
    <message>
        <source>A misdeal</source>
        <translation>派牌錯誤</translation>
    </message>
    <message>
        <source>The Sam Kong burn</source>
        <translation>三公的銷牌</translation>
    </message>
    <message>
        <source>Shoe procedure</source>
        <translation>牌靴程序</translation>
    </message>
    <message>
        <source>{hant} ({ordinal})</source>
        <comment>Sam Kong level in charts and logs. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {ordinal}: its number in the annex. Use the ones your language needs.</comment>
        <translation>{hant}（{ordinal}）</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>門</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>單</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>雙</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>點數</translation>
    </message>
</context>
<context>
    <name>ChipEntry</name>
    <message>
        <source>Chips:</source>
        <translation>籌碼：</translation>
    </message>
    <message>
        <source>e.g. 2x1k 3x100 50</source>
        <translation>例如 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Chips paid, e.g. 2x1k 3x100 50</source>
        <translation>付出的籌碼，例如 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Keys: the value on the chip, thousands with k. One chip: its key; more: count x key.</source>
        <translation>按鍵：籌碼上的面值，千用 k 表示。一個籌碼：輸入它的按鍵；多個：數量 x 按鍵。</translation>
    </message>
    <message>
        <source>{count} × {chip}</source>
        <translation>{count} × {chip}</translation>
    </message>
    <message>
        <source>= {chips} = {total} · chips: {count}</source>
        <translation>= {chips} = {total} · 籌碼數：{count}</translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <source>Instructor &amp;name</source>
        <translation>導師名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密碼(&amp;P)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>DashboardScreen</name>
    <message>
        <source>Dashboard</source>
        <translation>總覽</translation>
    </message>
    <message>
        <source>Ctrl+Shift+1 to 8: sort by that column (again: the other way round)</source>
        <translation>Ctrl+Shift+1 至 8：按該欄排序（再按：反向排序）</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>班別(&amp;C)：</translation>
    </message>
    <message>
        <source>C&amp;ohort report (PDF)…</source>
        <translation>班別報告（PDF）(&amp;O)…</translation>
    </message>
    <message>
        <source>Roster (C&amp;SV)…</source>
        <translation>名單（CSV）(&amp;S)…</translation>
    </message>
    <message>
        <source>The roster as shown, in this language, with the codes in extra columns</source>
        <translation>按畫面所示匯出名單，使用目前語言，代碼另列於額外欄位</translation>
    </message>
    <message>
        <source>&amp;Trainee report (PDF)…</source>
        <translation>學員報告（PDF）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Export these to CSV…</source>
        <translation>匯出為CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>◀ &amp;Newer</source>
        <translation>◀ 較新(&amp;N)</translation>
    </message>
    <message>
        <source>Ol&amp;der ▶</source>
        <translation>較舊(&amp;D) ▶</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Attempt log</source>
        <translation>作答記錄</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>功課</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>稽核</translation>
    </message>
    <message>
        <source>&amp;Wrong answers only</source>
        <translation>只顯示答錯(&amp;W)</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（無班別）</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>載入中…</translation>
    </message>
    <message>
        <source>No trainees in this cohort.</source>
        <translation>此班別沒有學員。</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster.</source>
        <translation>請在名單中選擇一名學員。</translation>
    </message>
    <message>
        <source>exam: {0}</source>
        <translation>考試：{0}</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>練習紀錄曾在程式以外被改動</translation>
    </message>
    <message numerus="yes">
        <source>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</source>
        <translation>
            <numerusform>練習紀錄曾在程式以外被改動：與封印不符的練習共 %n 節（其作答在下方以底色標示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</source>
        <translation>
            <numerusform>每日數據曾在程式以外被改動：與已存作答不符的日子共 %n 天（名單的計數及中位數以此為準；請執行 daily-rebuild）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (newest first)</source>
        <translation>{2}項中的{0}–{1}（最新的先列）</translation>
    </message>
    <message>
        <source>Pass &amp;mark: {0}% · {1} s…</source>
        <translation>合格標準(&amp;M)：{0}% · {1}秒…</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存{0}</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>匯出名單</translation>
    </message>
    <message>
        <source>Could not save the report: {0}</source>
        <translation>無法儲存報告：{0}</translation>
    </message>
    <message>
        <source>No attempts match.</source>
        <translation>沒有符合的作答。</translation>
    </message>
    <message>
        <source>Export attempts</source>
        <translation>匯出作答記錄</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Trainee report</source>
        <translation>學員報告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>班別報告</translation>
    </message>
    <message>
        <source>Preparing the cohort report…</source>
        <translation>正在準備班別報告…</translation>
    </message>
    <message>
        <source>The charts are still loading; try again in a moment.</source>
        <translation>圖表仍在載入；請稍後再試。</translation>
    </message>
</context>
<context>
    <name>DateRangeBar</name>
    <message>
        <source>All time</source>
        <translation>全部時間</translation>
    </message>
    <message>
        <source>Custom dates…</source>
        <translation>自訂日期…</translation>
    </message>
    <message numerus="yes">
        <source>Last %n days</source>
        <translation>
            <numerusform>最近%n日</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealerCall</name>
    <message>
        <source>Cantonese</source>
        <translation>粵語</translation>
    </message>
    <message>
        <source>Mandarin</source>
        <translation>普通話</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>葡萄牙語</translation>
    </message>
    <message>
        <source>The dealer calls:</source>
        <translation>荷官報：</translation>
    </message>
    <message>
        <source>The right call:</source>
        <translation>正確報法：</translation>
    </message>
    <message>
        <source>{tongue}: {words}</source>
        <translation>{tongue}：{words}</translation>
    </message>
</context>
<context>
    <name>DisplayNameDialog</name>
    <message>
        <source>Display name: {0}</source>
        <translation>顯示名稱：{0}</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>顯示名稱(&amp;D)</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw</source>
        <translation>補牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>不補</translation>
    </message>
    <message>
        <source>Press D to draw or S to stand.</source>
        <translation>按 D 補牌，或按 S 不補。</translation>
    </message>
</context>
<context>
    <name>EnrolDialog</name>
    <message>
        <source>Use a school server</source>
        <translation>使用學校伺服器</translation>
    </message>
    <message>
        <source>An instructor makes an enrolment code for this desk (Settings, School server, or dealer-trainer-server enrol on the server). Type the server&apos;s address, the fingerprint it shows when it starts, and the code. The desk keeps what the server gives it; it holds no database password.</source>
        <translation>導師為這部電腦產生登記碼（設定 › 學校伺服器，或在伺服器上執行 dealer-trainer-server enrol）。請輸入伺服器位址、伺服器啟動時顯示的指紋及登記碼。這部電腦只保存伺服器發給它的憑據，不保存資料庫密碼。</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>伺服器位址(&amp;A)</translation>
    </message>
    <message>
        <source>Certificate &amp;fingerprint</source>
        <translation>憑證指紋(&amp;F)</translation>
    </message>
    <message>
        <source>Enrolment &amp;code</source>
        <translation>登記碼(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Enrol this desk</source>
        <translation>登記這部電腦(&amp;E)</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>All coups</source>
        <translation>所有牌局</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>難題</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>弱項</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 開放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>closed {0}</source>
        <translation>已於 {0} 截止</translation>
    </message>
    <message>
        <source>{0} (version {1})</source>
        <translation>{0}（第 {1} 版）</translation>
    </message>
    <message>
        <source>Section {0}: {1} ({2})</source>
        <translation>第{0}部分：{1}（{2}）</translation>
    </message>
    <message>
        <source>Section {0}: Sam Kong Table ({1})</source>
        <translation>第{0}部分：三公百家樂賭枱（{1}）</translation>
    </message>
    <message>
        <source>Section {0}: Table ({1})</source>
        <translation>第{0}部分：賭枱（{1}）</translation>
    </message>
    <message>
        <source>no round finished</source>
        <translation>未完成任何一局</translation>
    </message>
    <message>
        <source>{0:.1f} rounds an hour</source>
        <translation>每小時 {0:.1f} 局</translation>
    </message>
    <message>
        <source>no coup finished</source>
        <translation>未完成任何一局</translation>
    </message>
    <message>
        <source>{0:.1f} coups an hour</source>
        <translation>每小時 {0:.1f} 局</translation>
    </message>
    <message>
        <source>{0} ({1} while the desk was down left out)</source>
        <translation>{0}（電腦停機的 {1}不計在內）</translation>
    </message>
    <message>
        <source>Pace: {0} (no target)</source>
        <translation>速度：{0}（未設目標）</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: reached</source>
        <translation>速度：{0}，目標 {1}：已達到</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: not reached (the section fails)</source>
        <translation>速度：{0}，目標 {1}：未達到（此部分不合格）</translation>
    </message>
    <message>
        <source>{0} min {1} s</source>
        <comment>a time the desk was down</comment>
        <translation>{0} 分 {1} 秒</translation>
    </message>
    <message>
        <source>{0} s</source>
        <comment>a time the desk was down</comment>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <source>{0}/{1} steps right, {2} of {3} rounds dealt</source>
        <translation>{0}/{1} 個步驟正確，已發 {2} 局（共 {3} 局）</translation>
    </message>
    <message>
        <source>{0}/{1} steps right, {2} of {3} coups dealt</source>
        <translation>{0}/{1} 個步驟正確，已發 {2} 局（共 {3} 局）</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>coups dealt, then the void ones</comment>
        <translation>{0}，{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n void coup(s) not counted</source>
        <translation>
            <numerusform>%n 局作廢，不計算</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation>{0}。{1}</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <comment>detail, then why it failed</comment>
        <translation>{0}。{1}</translation>
    </message>
    <message>
        <source>round {0} not finished</source>
        <translation>第 {0} 局未完成</translation>
    </message>
    <message>
        <source>coup {0} not finished</source>
        <translation>第 {0} 局未完成</translation>
    </message>
    <message>
        <source>the table was not dealt</source>
        <translation>未有派牌</translation>
    </message>
    <message>
        <source>{0:.0f}% of the steps right, {1}% needed</source>
        <translation>步驟正確 {0:.0f}%，須達 {1}%</translation>
    </message>
    <message>
        <source>the pace is under its target</source>
        <translation>速度未達目標</translation>
    </message>
    <message>
        <source>Failed: {0}</source>
        <translation>不合格原因：{0}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two reasons</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Time ran out (handed in automatically)</source>
        <translation>時間已到（自動交卷）</translation>
    </message>
    <message>
        <source>Handed in early</source>
        <translation>提早交卷</translation>
    </message>
    <message>
        <source>Incomplete (interrupted)</source>
        <translation>未完成（中斷）</translation>
    </message>
    <message>
        <source>Voided by a proctor</source>
        <translation>由監考人作廢</translation>
    </message>
    <message>
        <source>This sitting was voided by {0}: {1}</source>
        <translation>此場考試已被 {0} 作廢：{1}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}</source>
        <translation>{1} 由 {0} 作廢：{2}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was given back</source>
        <translation>{1} 由 {0} 作廢：{2}；此次應考機會已退回</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was used</source>
        <translation>{1} 由 {0} 作廢：{2}；此次應考機會已用去</translation>
    </message>
    <message>
        <source>Voided: attempt given back</source>
        <translation>已作廢：應考機會已退回</translation>
    </message>
    <message>
        <source>Voided: attempt used</source>
        <translation>已作廢：應考機會已用去</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>Section {0} names the table profile “{1}”, which was deleted in Settings &gt; Table profiles. Untick it (or save a profile of that name again), then save the exam.</source>
        <translation>第 {0} 部分選用了賭枱設定「{1}」，但它已在「設定 &gt; 賭枱設定」中刪除。請取消勾選（或再儲存一個同名的賭枱設定），然後儲存考試。</translation>
    </message>
    <message>
        <source>Only a drill dealt at a table can pick tables.</source>
        <translation>只有在賭枱上發牌的練習才可選擇賭枱。</translation>
    </message>
    <message>
        <source>A table is picked twice.</source>
        <translation>同一張賭枱被選了兩次。</translation>
    </message>
    <message>
        <source>Pick at most {0} tables.</source>
        <translation>最多可選 {0} 張賭枱。</translation>
    </message>
    <message>
        <source>The section&apos;s tables cannot be read.</source>
        <translation>無法讀取這部分的賭枱。</translation>
    </message>
    <message>
        <source>The exam must close after it opens: pick a closing time later than the opening time.</source>
        <translation>考試必須在開放之後才截止：請選擇比開放時間晚的截止時間。</translation>
    </message>
    <message>
        <source>Must be from {0} to {1}.</source>
        <translation>必須在{0}至{1}之間。</translation>
    </message>
    <message>
        <source>This cannot be empty.</source>
        <translation>這項不可留空。</translation>
    </message>
    <message>
        <source>An exam needs at least one section (a drill or a Table).</source>
        <translation>考試至少需要一個部分（練習或賭枱）。</translation>
    </message>
    <message>
        <source>At most {0} characters.</source>
        <translation>最多{0}個字元。</translation>
    </message>
    <message>
        <source>This drill cannot be examined at this level.</source>
        <translation>這個練習不能在此程度考核。</translation>
    </message>
    <message>
        <source>This drill and level are already in another section.</source>
        <translation>這個練習及程度已在另一部分。</translation>
    </message>
    <message>
        <source>Unknown value.</source>
        <translation>未知的值。</translation>
    </message>
    <message>
        <source>This value is not valid.</source>
        <translation>這個值無效。</translation>
    </message>
    <message>
        <source>This value is out of range.</source>
        <translation>這個值超出範圍。</translation>
    </message>
    <message>
        <source>This exam opens at {0} (Macau time); it cannot be started before.</source>
        <translation>此考試於 {0}（澳門時間）開放；之前不能開始。</translation>
    </message>
    <message>
        <source>This exam closed at {0} (Macau time); it can no longer be started.</source>
        <translation>此考試已於 {0}（澳門時間）截止；不能再開始。</translation>
    </message>
    <message>
        <source>This sitting already has the most time that can be added: {0} min in all.</source>
        <translation>此考試已加到可加時間的上限：合共 {0} 分鐘。</translation>
    </message>
    <message>
        <source>At most {0} min can be added to a sitting in all; this one can have {1} min more.</source>
        <translation>每次考試合共最多可加時 {0} 分鐘；此考試還可加 {1} 分鐘。</translation>
    </message>
    <message>
        <source>This exam or sitting no longer exists.</source>
        <translation>這個考試或考試場次已不存在。</translation>
    </message>
    <message>
        <source>This exam has been withdrawn by an instructor.</source>
        <translation>這個考試已被導師撤回。</translation>
    </message>
    <message>
        <source>This exam is not assigned to the trainee&apos;s cohort.</source>
        <translation>這個考試沒有指派給該學員的班別。</translation>
    </message>
    <message>
        <source>No attempts are left for this exam. An instructor can grant a retake.</source>
        <translation>這個考試已沒有剩餘的應考次數。導師可以批准重考。</translation>
    </message>
    <message>
        <source>A sitting of this trainee is already running; it must be resumed, not started again.</source>
        <translation>該學員已有一個進行中的考試；必須繼續該次考試，不能重新開始。</translation>
    </message>
    <message>
        <source>This sitting is no longer running.</source>
        <translation>這次考試已不在進行中。</translation>
    </message>
    <message>
        <source>This sitting&apos;s records have been altered; it cannot go on. Tell an instructor.</source>
        <translation>這次考試的紀錄曾被改動；不能繼續。請通知導師。</translation>
    </message>
    <message>
        <source>This sitting&apos;s records cannot be read.</source>
        <translation>無法讀取這次考試的紀錄。</translation>
    </message>
    <message>
        <source>This sitting&apos;s stored answers do not match its questions; tell an instructor.</source>
        <translation>這次考試儲存的答案與題目不符；請通知導師。</translation>
    </message>
    <message>
        <source>The trainee has passed this exam: a retake of a pass needs a reason.</source>
        <translation>學員已通過此考試：重考已合格的考試須註明原因。</translation>
    </message>
    <message>
        <source>No certificate: this sitting was voided by a proctor, so it has no result.</source>
        <translation>不發證書：此場考試已被監考人作廢，沒有成績。</translation>
    </message>
    <message>
        <source>No certificate: this is not the sitting that counts for this exam (see the exam&apos;s rule).</source>
        <translation>不發證書：這次並非此考試計算成績的一次（見考試的規則）。</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}. A sitting runs on one desk at a time: close it there first, or wait until that desk has been quiet for two minutes.</source>
        <translation>此場考試正在電腦 {0} 上進行。每場考試同一時間只可在一部電腦上進行：請先在該電腦上關閉，或待該電腦兩分鐘沒有活動後再試。</translation>
    </message>
    <message>
        <source>This question was already answered on another desk: this sitting is running on two desks at once. A sitting runs on one desk at a time; close it here and ask the proctor. Give each desk its own name (see --desk).</source>
        <translation>此題已在另一部電腦上作答：這場考試正同時在兩部電腦上進行。每場考試同一時間只可在一部電腦上進行；請在這裏關閉，並通知監考員。請給每部電腦一個獨立名稱（見 --desk）。</translation>
    </message>
    <message>
        <source>Another desk started this trainee&apos;s sitting at the same moment. Look at the list again.</source>
        <translation>另一部電腦在同一時間為此學員開始了考試。請重新查看清單。</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (at most 500 characters).</source>
        <translation>請填寫作廢此場考試的原因（最多 500 字）。</translation>
    </message>
    <message>
        <source>Add between 1 and 120 minutes.</source>
        <translation>請加 1 至 120 分鐘。</translation>
    </message>
    <message>
        <source>The school server was restarted: this sitting waits for the proctor. Close Dealer Trainer, sign in again and ask the proctor to continue it: the same questions go on with the time that is left.</source>
        <translation>學校伺服器已重新啟動：這場考試正在等待監考人。請關閉荷官培訓，再次登入，並請監考人繼續考試：同樣的題目以剩餘的時間繼續。</translation>
    </message>
    <message>
        <source>This sitting was interrupted: you signed out, or signed in again. Press “Proctor: continue the sitting…” on the Exam page and have the proctor approve it on their own desk: the same questions go on with the time that is left.</source>
        <translation>這場考試已中斷：你已登出，或再次登入。請在考試頁按「監考人：繼續考試…」，並請監考人在自己的電腦上批准：同一批題目會以餘下的時間繼續。</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}: a sitting runs on one desk at a time. To go on at this desk, press “Proctor: continue the sitting here…” on the Exam page and have the proctor approve it on their desk.</source>
        <translation>此場考試正在電腦 {0} 上進行：每場考試同一時間只可在一部電腦上進行。要在這部電腦上繼續，請在「考試」頁按「監考人：在這裡繼續考試…」，並由監考人在自己的電腦上批准。</translation>
    </message>
    <message>
        <source>The exam cannot do that now.</source>
        <translation>考試現在不能進行這項操作。</translation>
    </message>
    <message>
        <source>This exam cannot start: its settings were changed outside the app (seal check failed). Saving it again does not fix this. Check the Audit tab, then create the exam again.</source>
        <translation>這個考試不能開始：考試設定曾在程式以外被改動（封印核對失敗）。再次儲存也不能補救。請查看稽核分頁，然後重新建立考試。</translation>
    </message>
    <message>
        <source>This exam was not saved: its settings were changed outside the app (seal check failed), and saving would seal the change. Check the Audit tab, then create the exam again.</source>
        <translation>這個考試沒有儲存：考試設定曾在程式以外被改動（封印核對失敗），儲存會把改動封印。請查看稽核分頁，然後重新建立考試。</translation>
    </message>
    <message>
        <source>This sitting cannot start: the trainee&apos;s account was changed outside the app (seal check failed). An instructor must check the account; the Audit tab lists it.</source>
        <translation>這次考試不能開始：學員的帳戶曾在程式以外被改動（封印核對失敗）。導師須檢查該帳戶；稽核分頁已記錄此事。</translation>
    </message>
    <message>
        <source>This sitting cannot start: the proctor&apos;s account was changed outside the app (seal check failed). The Audit tab lists it.</source>
        <translation>這次考試不能開始：監考人的帳戶曾在程式以外被改動（封印核對失敗）。稽核分頁已記錄此事。</translation>
    </message>
    <message>
        <source>No attempts are left: a retake grant in the database was not made by an instructor (seal check failed) and does not count. An instructor can revoke it (Retake grants…).</source>
        <translation>已沒有應考機會：資料庫中有一項重考許可並非由導師批出（封印核對失敗），不予計算。導師可將其撤銷（重考許可…）。</translation>
    </message>
    <message>
        <source>This sitting cannot start: a record it needs failed its seal check. The Audit tab lists it.</source>
        <translation>這次考試不能開始：所需的一項記錄封印核對失敗。稽核分頁已記錄此事。</translation>
    </message>
    <message>
        <source>Too many wrong passwords for this instructor: wait {0} s and try again, or ask another instructor to unlock the account. With no other instructor: see &quot;Locked out&quot; in the README.</source>
        <translation>此導師的密碼錯誤次數過多：請等待{0}秒後再試，或請另一位導師解除鎖定。如沒有其他導師，請參閱 README 的「Locked out」一節。</translation>
    </message>
    <message>
        <source>That name and password do not match an instructor&apos;s. Try again.</source>
        <translation>該名稱與密碼不符合任何導師帳戶。請再試一次。</translation>
    </message>
    <message>
        <source>The proctor&apos;s name or password was not recognised, or is not an active instructor&apos;s or proctor&apos;s. Try again.</source>
        <translation>監考人的名稱或密碼不正確，或不是在職導師或監考人。請再試。</translation>
    </message>
    <message>
        <source>The proctor&apos;s account has no copy of the exam seal yet, so it cannot start or resume sittings. An instructor who has one must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>監考人的帳戶尚未取得考試封印，因此不能開始或繼續考試。須由持有封印的導師為其登記（考試畫面，登記導師…）。</translation>
    </message>
    <message>
        <source>Sign in again as an instructor to unlock the exam seal.</source>
        <translation>請以導師身分再次登入，以解鎖考試封印。</translation>
    </message>
    <message>
        <source>This exam cannot start: no deal fits the limits of the table profile “{0}”. An instructor must check it in Settings &gt; Table profiles.</source>
        <translation>這個考試無法開始：沒有一局符合賭枱設定「{0}」的限額。須由導師在「設定 &gt; 賭枱設定」中檢查。</translation>
    </message>
    <message>
        <source>This exam cannot start: its section {0} names the table profile “{1}”, which was deleted in Settings &gt; Table profiles. An instructor must pick that section&apos;s tables again.</source>
        <translation>這個考試無法開始：第 {0} 部分選用了賭枱設定「{1}」，但它已在「設定 &gt; 賭枱設定」中刪除。須由導師為該部分重新選擇賭枱。</translation>
    </message>
    <message>
        <source>You are not allowed to do that.</source>
        <translation>你無權進行這項操作。</translation>
    </message>
    <message>
        <source>An exam with this name already exists; choose another name.</source>
        <translation>已有同名的考試；請另選名稱。</translation>
    </message>
    <message>
        <source>Something went wrong: {0}</source>
        <translation>出現問題：{0}</translation>
    </message>
</context>
<context>
    <name>FeltDesk</name>
    <message>
        <source>Cash:</source>
        <translation>兌換現金：</translation>
    </message>
    <message>
        <source>Collect box:</source>
        <translation>收佣金格：</translation>
    </message>
    <message>
        <source>Mark commission:</source>
        <translation>記佣金：</translation>
    </message>
    <message>
        <source>Pay (amount):</source>
        <translation>派彩（金額）：</translation>
    </message>
    <message>
        <source>Pay (chips):</source>
        <translation>派彩（籌碼）：</translation>
    </message>
</context>
<context>
    <name>FirstRunPage</name>
    <message>
        <source>Welcome to Dealer Trainer</source>
        <translation>歡迎使用荷官培訓</translation>
    </message>
    <message>
        <source>First start: create the instructor account. The instructor adds cohorts and trainees, resets PINs, sets up tables and exams.</source>
        <translation>首次啟動：請建立導師帳戶。導師負責新增班別及學員、重設PIN碼、設定賭枱及考試。</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登入名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>顯示名稱(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密碼(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Confirm password</source>
        <translation>確認密碼(&amp;C)</translation>
    </message>
    <message>
        <source>Create instructor account  (Enter)</source>
        <translation>建立導師帳戶  (Enter)</translation>
    </message>
    <message>
        <source>&amp;Use a school server instead…</source>
        <translation>改用學校伺服器(&amp;U)…</translation>
    </message>
    <message>
        <source>Enter a sign-in name.</source>
        <translation>請輸入登入名稱。</translation>
    </message>
    <message>
        <source>The instructor password needs at least 8 characters.</source>
        <translation>導師密碼最少要有8個字元。</translation>
    </message>
    <message>
        <source>The two passwords are not the same.</source>
        <translation>兩次輸入的密碼不相同。</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Hello, {0}</source>
        <translation>你好，{0}</translation>
    </message>
    <message>
        <source>Choose what to do. Every screen has a keyboard shortcut; Esc or Alt+Home comes back here.</source>
        <translation>請選擇要做甚麼。每個畫面都有鍵盤快捷鍵；按 Esc 或 Alt+Home 返回這裏。</translation>
    </message>
    <message>
        <source>A new school: start here.
1. Settings (Ctrl+6), Cohorts and trainees: add a cohort, then import the roster from a CSV file or add trainees one by one.
2. Settings, Table profiles: look at the tables your trainees will deal at.
3. Exam (Ctrl+4): make the first exam when the cohort is ready.</source>
        <translation>新學校：由這裏開始。
1. 設定 (Ctrl+6)，班別及學員：新增班別，然後從 CSV 檔案匯入名單，或逐一加入學員。
2. 設定，賭枱設定：查看學員將會派牌的賭枱。
3. 考試 (Ctrl+4)：班別準備好後，建立第一個考試。</translation>
    </message>
</context>
<context>
    <name>HomeworkTab</name>
    <message>
        <source>&amp;New assignment…</source>
        <translation>新增功課(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>修改(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>刪除(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xport status to CSV…</source>
        <translation>匯出狀況為CSV(&amp;X)…</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>功課</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Due (Macau)</source>
        <translation>限期（澳門）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀況</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答次數</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實際數值</translation>
    </message>
    <message>
        <source>Done on</source>
        <translation>完成於</translation>
    </message>
    <message>
        <source>Schedule health</source>
        <translation>溫習規律</translation>
    </message>
    <message>
        <source>Days practised (last 14)</source>
        <translation>練習日數（近14日）</translation>
    </message>
    <message>
        <source>Due reviews</source>
        <translation>待溫習項目</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>記憶保持率</translation>
    </message>
    <message>
        <source>Done (%)</source>
        <translation>已完成（%）</translation>
    </message>
    <message>
        <source>Cohort completion</source>
        <translation>班別完成進度</translation>
    </message>
    <message>
        <source>Remove homework</source>
        <translation>刪除功課</translation>
    </message>
    <message>
        <source>Remove “{0}”? The trainees&apos; answers are kept.</source>
        <translation>刪除「{0}」？學員的作答紀錄會保留。</translation>
    </message>
    <message>
        <source>Export homework status</source>
        <translation>匯出功課狀況</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV檔案 (*.csv)</translation>
    </message>
    <message>
        <source>No homework set for this cohort. Press Alt+N to set some.</source>
        <translation>此班別未有功課。按 Alt+N 新增。</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{1}人中{0}人</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存{0}</translation>
    </message>
</context>
<context>
    <name>HomeworkWords</name>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>逾期</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>暫未提供</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答次數</translation>
    </message>
    <message>
        <source>Accuracy over the last answers</source>
        <translation>最近作答的準確率</translation>
    </message>
    <message>
        <source>Pace (median time)</source>
        <translation>速度（中位數時間）</translation>
    </message>
    <message>
        <source>All due reviews cleared</source>
        <translation>完成所有待溫習項目</translation>
    </message>
    <message>
        <source>Pass the lesson&apos;s check</source>
        <translation>通過課堂測驗</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>作答%n題</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}% right over the last {1}</source>
        <translation>最近{1}次答對{0}%</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>最近{1}次中位數{0}</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>課程已不再提供（{0}）</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>課堂：{0}</translation>
    </message>
    <message>
        <source>{0} due</source>
        <translation>{0} 項待溫習</translation>
    </message>
    <message>
        <source>Share of reviews of already-seen items answered right in the last 30 days, against the cohort&apos;s desired retention.</source>
        <translation>過去 30 日內溫習已見過項目時答對的比例，對照班別設定的目標記憶保持率。</translation>
    </message>
    <message>
        <source>no reviews yet (target {0})</source>
        <translation>未有溫習紀錄（目標 {0}）</translation>
    </message>
    <message>
        <source>{0} (target {1})</source>
        <translation>{0}（目標 {1}）</translation>
    </message>
    <message>
        <source>too few reviews ({0})</source>
        <translation>溫習次數太少（{0}）</translation>
    </message>
</context>
<context>
    <name>InstructorExams</name>
    <message>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>E&amp;xams and blueprints</source>
        <translation>考試及藍本(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Results and reviews</source>
        <translation>成績及檢討(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;unning sittings</source>
        <translation>進行中的考試(&amp;U)</translation>
    </message>
</context>
<context>
    <name>KeptShoesDialog</name>
    <message>
        <source>Clock</source>
        <translation>計時</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>逐局</translation>
    </message>
    <message>
        <source>{0} · {1} · begun {2}</source>
        <translation>{0} · {1} · 開始於 {2}</translation>
    </message>
    <message>
        <source>{0} · {1} · coup {2} · begun {3}</source>
        <translation>{0} · {1} · 第{2}局 · 開始於 {3}</translation>
    </message>
    <message>
        <source>Unfinished shoes</source>
        <translation>未完成的牌靴</translation>
    </message>
    <message>
        <source>You have {0} unfinished shoes, the newest first. Resume one where you left off, give one up, or deal a new shoe:</source>
        <translation>你有 {0} 靴未完成的牌，最新的在前。可從上次停下的地方繼續其中一靴、放棄其中一靴，或派一靴新牌：</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>放棄(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New shoe</source>
        <translation>新牌靴(&amp;N)</translation>
    </message>
</context>
<context>
    <name>LessonProgressTable</name>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>The lesson progress could not be read: {0}</source>
        <translation>無法讀取課程進度：{0}</translation>
    </message>
    <message>
        <source>Choose a trainee to see their lessons.</source>
        <translation>請選擇一名學員，查看其課程。</translation>
    </message>
    <message>
        <source>{0} of {1} lessons opened, {2} checks passed.</source>
        <translation>已開啟{1}課中的{0}課，通過{2}個測驗。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>已開啟</translation>
    </message>
    <message>
        <source>Check passed</source>
        <translation>已通過測驗</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>%n question(s) not answered yet: answer them, then press Enter to check your answers.</source>
        <translation>
            <numerusform>尚有%n題未答：先作答，再按 Enter 核對答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Baccarat 百家樂</source>
        <translation>百家樂</translation>
    </message>
    <message>
        <source>Sam Kong 三公</source>
        <translation>三公百家樂</translation>
    </message>
    <message>
        <source>dealer&apos;s procedure (RULES.md C)</source>
        <translation>荷官程序（RULES.md C）</translation>
    </message>
    <message>
        <source>Baccarat art. {0}</source>
        <translation>百家樂第{0}條</translation>
    </message>
    <message>
        <source>Sam Kong art. {0}</source>
        <translation>三公百家樂第{0}條</translation>
    </message>
    <message>
        <source>option (a)</source>
        <translation>方式(a)</translation>
    </message>
    <message>
        <source>option (b)</source>
        <translation>方式(b)</translation>
    </message>
    <message>
        <source>option (c)</source>
        <translation>方式(c)</translation>
    </message>
    <message>
        <source>house note (SJM)</source>
        <translation>賭場慣例(澳博)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>○ Not opened</source>
        <translation>○ 未開啟</translation>
    </message>
    <message>
        <source>◐ Opened</source>
        <translation>◐ 已開啟</translation>
    </message>
    <message>
        <source>✓ Check passed</source>
        <translation>✓ 已通過測驗</translation>
    </message>
    <message>
        <source>all coups</source>
        <translation>所有牌局</translation>
    </message>
    <message>
        <source>hard cases</source>
        <translation>難題</translation>
    </message>
    <message>
        <source>naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>my weak spots</source>
        <translation>我的弱項</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Player 閒</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>Door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>第一張牌</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>Two faces {0}</source>
        <translation>雙公{0}點</translation>
    </message>
    <message>
        <source>One face {0}</source>
        <translation>單公{0}點</translation>
    </message>
    <message>
        <source>No face {0}</source>
        <translation>無公{0}點</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>stands: the Player has a natural</source>
        <translation>不補：閒家是例牌</translation>
    </message>
    <message>
        <source>stands: the Banker has a natural</source>
        <translation>不補：莊家是例牌</translation>
    </message>
    <message>
        <source>draws: the Player draws on 0 to 5</source>
        <translation>補牌：閒家0至5點補牌</translation>
    </message>
    <message>
        <source>stands: the Player stands on 6 and 7</source>
        <translation>不補：閒家6點及7點不補</translation>
    </message>
    <message>
        <source>draws: the Banker draws on 0, 1 and 2 whatever the third card</source>
        <translation>補牌：莊家0、1、2點無論第三張牌是甚麼都補牌</translation>
    </message>
    <message>
        <source>draws: Banker 3 draws unless the third card is an 8</source>
        <translation>補牌：莊家3點補牌，除非第三張牌是8</translation>
    </message>
    <message>
        <source>stands: Banker 3 stands against an 8</source>
        <translation>不補：莊家3點遇8不補</translation>
    </message>
    <message>
        <source>draws: Banker 4 draws against 2 to 7</source>
        <translation>補牌：莊家4點遇2至7補牌</translation>
    </message>
    <message>
        <source>stands: Banker 4 stands against A, 8, 9 and 10/J/Q/K</source>
        <translation>不補：莊家4點遇A、8、9及10/J/Q/K不補</translation>
    </message>
    <message>
        <source>draws: Banker 5 draws against 4 to 7</source>
        <translation>補牌：莊家5點遇4至7補牌</translation>
    </message>
    <message>
        <source>stands: Banker 5 stands against A, 2, 3, 8, 9 and 10/J/Q/K</source>
        <translation>不補：莊家5點遇A、2、3、8、9及10/J/Q/K不補</translation>
    </message>
    <message>
        <source>draws: Banker 6 draws against 6 and 7</source>
        <translation>補牌：莊家6點遇6及7補牌</translation>
    </message>
    <message>
        <source>stands: Banker 6 draws only against 6 and 7</source>
        <translation>不補：莊家6點只在遇6及7時補牌</translation>
    </message>
    <message>
        <source>draws: the Player stood, so the Banker draws on 0 to 5</source>
        <translation>補牌：閒家不補，所以莊家0至5點補牌</translation>
    </message>
    <message>
        <source>stands: the Player stood, so the Banker stands on 6</source>
        <translation>不補：閒家不補，所以莊家6點不補</translation>
    </message>
    <message>
        <source>stands: the Banker stands on 7</source>
        <translation>不補：莊家7點不補</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊贏</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player: the first two cards make {0}; {1} ({2}).</source>
        <translation>閒家：頭兩張牌合共{0}點；{1}（{2}）。</translation>
    </message>
    <message>
        <source>Third card: the Player makes {0}.</source>
        <translation>第三張牌：閒家成為{0}點。</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; the Player&apos;s third card counts {1}; {2} ({3}).</source>
        <translation>莊家：頭兩張牌合共{0}點；閒家第三張牌當{1}點；{2}（{3}）。</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; {1} ({2}).</source>
        <translation>莊家：頭兩張牌合共{0}點；{1}（{2}）。</translation>
    </message>
    <message>
        <source>Third card: the Banker makes {0}.</source>
        <translation>第三張牌：莊家成為{0}點。</translation>
    </message>
    <message>
        <source>Result: {0}, {1} to {2} ({3}).</source>
        <translation>結果：{0}，{1}對{2}（{3}）。</translation>
    </message>
    <message>
        <source>Player Pair: the Player&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>閒對：閒家頭兩張牌點數（牌面）相同（百家樂第13條）。</translation>
    </message>
    <message>
        <source>Banker Pair: the Banker&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>莊對：莊家頭兩張牌點數（牌面）相同（百家樂第13條）。</translation>
    </message>
    <message>
        <source>no commission; a Banker win with 6 pays 1:2</source>
        <translation>免佣；莊家以6點勝出只賠一半</translation>
    </message>
    <message>
        <source>commission {0}% marked in the commission box</source>
        <translation>佣金{0}%記在佣金格</translation>
    </message>
    <message>
        <source>commission {0}% deducted at payout</source>
        <translation>派彩時扣佣金{0}%</translation>
    </message>
    <message>
        <source>{table}: {how}.</source>
        <translation>{table}：{how}。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸運6</translation>
    </message>
    <message>
        <source>Seat {0}, {1} {2}</source>
        <translation>第{0}位，{1} {2}</translation>
    </message>
    <message>
        <source>{0}: loses; take {1} ({2}).</source>
        <translation>{0}：輸；收回{1}（{2}）。</translation>
    </message>
    <message>
        <source>{0}: neither wins nor loses; the bet stays ({1}).</source>
        <translation>{0}：不輸不贏；注碼保留（{1}）。</translation>
    </message>
    <message>
        <source>{0}: wins at {1}, winnings {2}</source>
        <translation>{0}：以{1}賠率贏，贏得{2}</translation>
    </message>
    <message>
        <source>{0}; pay {1} and mark {2} in the commission box ({3}).</source>
        <translation>{0}；派{1}，並在佣金格記{2}（{3}）。</translation>
    </message>
    <message>
        <source>{0}; commission {1}, pay {2} ({3}).</source>
        <translation>{0}；佣金{1}，派{2}（{3}）。</translation>
    </message>
    <message>
        <source>{0}; pay {1} ({2}).</source>
        <translation>{0}；派{1}（{2}）。</translation>
    </message>
    <message>
        <source>In all: take {0}, pay {1}</source>
        <translation>合共：收回{0}，派出{1}</translation>
    </message>
    <message>
        <source>, commission {0}</source>
        <translation>，佣金{0}</translation>
    </message>
    <message>
        <source>, marked {0}</source>
        <translation>，記{0}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>{0}: level {1} of {2} ({3}).</source>
        <translation>{0}：{2}級中的第{1}級（{3}）。</translation>
    </message>
    <message>
        <source>Banker: {0}, level {1} of {2}.</source>
        <translation>莊家：{0}，{2}級中的第{1}級。</translation>
    </message>
    <message>
        <source>beats the banker</source>
        <translation>贏莊家</translation>
    </message>
    <message>
        <source>loses to the banker</source>
        <translation>輸給莊家</translation>
    </message>
    <message>
        <source>ties with the banker</source>
        <translation>與莊家和</translation>
    </message>
    <message>
        <source>Door {0}: {1} {2} ({3}).</source>
        <translation>第{0}門：{1}{2}（{3}）。</translation>
    </message>
    <message>
        <source>Tie on door {0}</source>
        <translation>第{0}門和局</translation>
    </message>
    <message>
        <source>Banker point {0}</source>
        <translation>莊家{0}點</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>單</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>雙</translation>
    </message>
    <message>
        <source>三公 (three faces)</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>{0}: a tie; the bet stands ({1}).</source>
        <translation>{0}：和局；注碼保留（{1}）。</translation>
    </message>
    <message>
        <source>{0}: wins {1}; commission {2}, pay {3} ({4}).</source>
        <translation>{0}：贏{1}；佣金{2}，派{3}（{4}）。</translation>
    </message>
    <message>
        <source>{0}: wins {1}; pay {2} ({3}).</source>
        <translation>{0}：贏{1}；派{2}（{3}）。</translation>
    </message>
    <message>
        <source>One deck in a box, one cut card; every coup is dealt from a fresh shuffle ({0}).</source>
        <translation>一副牌放牌盒，一張白咭；每局重新洗牌後派發（{0}）。</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks) ({1}).</source>
        <translation>銷牌{0}張（按紙牌副數）（{1}）。</translation>
    </message>
    <message>
        <source>{0} decks in a shoe, two cut cards: the second goes between the last {1} and {2} cards ({3}).</source>
        <translation>{0}副牌放牌靴，兩張白咭：第二張插在最後{1}至{2}張牌之間（{3}）。</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks), then {1} before every later coup ({2}).</source>
        <translation>銷牌{0}張（按紙牌副數），之後每局前再銷{1}張（{2}）。</translation>
    </message>
    <message>
        <source>Deal three cards face down to each hand, clockwise: {0}, the banker last ({1}).</source>
        <translation>每門牌面向下派三張，順時針：{0}，莊家最後（{1}）。</translation>
    </message>
    <message>
        <source>First take the losing bets, in the table&apos;s order:</source>
        <translation>先按該枱的次序收輸的投注：</translation>
    </message>
    <message>
        <source>Then pay the winners, in the table&apos;s order:</source>
        <translation>然後按該枱的次序派贏的投注：</translation>
    </message>
    <message>
        <source>These bets stand, neither taken nor paid:</source>
        <translation>以下投注保留，不收也不派：</translation>
    </message>
    <message>
        <source>the house wins {0}</source>
        <translation>場方贏{0}</translation>
    </message>
    <message>
        <source>the house loses {0}</source>
        <translation>場方輸{0}</translation>
    </message>
    <message>
        <source>Taken {0}; paid {1} after {2} commission: {3}.</source>
        <translation>收{0}；扣{2}佣金後派{1}：{3}。</translation>
    </message>
    <message>
        <source>Coup {0}: {1}</source>
        <translation>第{0}局：{1}</translation>
    </message>
    <message>
        <source>{0} decks, {1} cards: the cut card goes in {2} cards from the end ({3}).</source>
        <translation>{0}副牌，共{1}張：白咭插在距離牌尾{2}張的位置（{3}）。</translation>
    </message>
    <message>
        <source>The cut card comes out in coup {0} ({1}):</source>
        <translation>白咭在第{0}局出現（{1}）：</translation>
    </message>
    <message>
        <source>Reading “one more coup”: finish coup {0}, deal coup {1}, the last, then reshuffle ({2}).</source>
        <translation>解讀「再派一局」：完成第{0}局，再派第{1}局為最後一局，然後重新洗牌（{2}）。</translation>
    </message>
    <message>
        <source>Reading “this coup is last”: coup {0} is the last; reshuffle after it ({1}).</source>
        <translation>解讀「此局為最後一局」：第{0}局為最後一局，之後重新洗牌（{1}）。</translation>
    </message>
    <message>
        <source>The first card counts {0}: burn {1} more cards ({2}).</source>
        <translation>第一張牌當{0}點：再銷{1}張牌（{2}）。</translation>
    </message>
    <message>
        <source>{0} decks in the shoe: burn {1} cards ({2}).</source>
        <translation>牌靴內有{0}副牌：銷{1}張牌（{2}）。</translation>
    </message>
    <message>
        <source>The house&apos;s fixed number: burn {0} cards ({1}).</source>
        <translation>賭場定下的固定數目：銷{0}張牌（{1}）。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>補牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>不補</translation>
    </message>
    <message>
        <source>Yes, a pair</source>
        <translation>是，是對子</translation>
    </message>
    <message>
        <source>No pair</source>
        <translation>不是對子</translation>
    </message>
    <message>
        <source>The door wins</source>
        <translation>該門贏</translation>
    </message>
    <message>
        <source>The door loses</source>
        <translation>該門輸</translation>
    </message>
    <message>
        <source>Odd wins</source>
        <translation>單贏</translation>
    </message>
    <message>
        <source>Even wins</source>
        <translation>雙贏</translation>
    </message>
    <message>
        <source>Tie: the odd and even bets stand</source>
        <translation>和：單、雙注碼保留</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0}張牌</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}. Does the Player draw?</source>
        <translation>閒{0}點，莊{1}點。閒家要補牌嗎？</translation>
    </message>
    <message>
        <source>Banker {0}, the Player stood. Draw or stand?</source>
        <translation>莊{0}點，閒家不補。莊家補還是不補？</translation>
    </message>
    <message>
        <source>Banker {0}, the Player&apos;s third card is worth {1}. Draw or stand?</source>
        <translation>莊{0}點，閒家第三張牌是{1}點。補還是不補？</translation>
    </message>
    <message>
        <source>A hand holds {0}. What is its total?</source>
        <translation>一手牌是{0}。合共幾點？</translation>
    </message>
    <message>
        <source>The cards come out {0}. What is the result?</source>
        <translation>牌依次派出：{0}。結果是甚麼？</translation>
    </message>
    <message>
        <source>A hand&apos;s first two cards are {0}. Is it a pair?</source>
        <translation>一手牌的頭兩張是{0}。是對子嗎？</translation>
    </message>
    <message>
        <source>Name this Sam Kong hand: {0}.</source>
        <translation>說出這手三公牌的級別：{0}。</translation>
    </message>
    <message>
        <source>The door holds {0} and the banker holds {1}. What is the door&apos;s result?</source>
        <translation>該門持{0}，莊家持{1}。該門的結果是甚麼？</translation>
    </message>
    <message>
        <source>The Sam Kong banker holds {0}. Which bet wins?</source>
        <translation>三公莊家持{0}。哪一注贏？</translation>
    </message>
    <message>
        <source>The house burns by option (b). The first card is {0}. How many more cards do you burn?</source>
        <translation>賭場按方式(b)銷牌。第一張牌是{0}。還要再銷幾張牌？</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “one more coup”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>場方對第3條的解讀是「再派一局」。白咭在第{0}局出現。哪一局是最後一局？</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “this coup is last”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>場方對第3條的解讀是「此局為最後一局」。白咭在第{0}局出現。哪一局是最後一局？</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>按鍵 {0}</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正確</translation>
    </message>
    <message>
        <source>✗ Not right</source>
        <translation>✗ 不正確</translation>
    </message>
    <message>
        <source>✗ Not answered</source>
        <translation>✗ 未作答</translation>
    </message>
    <message>
        <source>— read {0} again.</source>
        <translation>— 請再讀一次{0}。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>測驗</translation>
    </message>
    <message>
        <source>Answer each question with the key beside its choice; an answer given is final. Enter checks your answers. Every answer right passes the lesson.</source>
        <translation>用每個選項旁的按鍵回答每一題；答案一經作出便不能更改。按 Enter 檢查答案。全部答對即通過本課。</translation>
    </message>
    <message>
        <source>{0} of {1} right. Read the rules marked ✗ again, then press Enter for a fresh check: new questions on the same rules.</source>
        <translation>{1}題中答對{0}題。請重溫標有✗的規則，然後按 Enter 做一份新測驗：同一規則的新題目。</translation>
    </message>
    <message>
        <source>Fresh check  [Enter]</source>
        <translation>新測驗  [Enter]</translation>
    </message>
    <message>
        <source>The matching drill: {0}.</source>
        <translation>對應的練習：{0}。</translation>
    </message>
    <message>
        <source>▶ Your keys answer this question</source>
        <translation>▶ 你的按鍵正回答這一題</translation>
    </message>
    <message>
        <source>Check my answers  [Enter]</source>
        <translation>檢查我的答案  [Enter]</translation>
    </message>
    <message>
        <source>Practise this in the drill  [Ctrl+D]</source>
        <translation>在練習中操練  [Ctrl+D]</translation>
    </message>
    <message>
        <source>Passed: all {0} answers are right. Your progress is saved.</source>
        <translation>通過：{0}個答案全部正確。你的進度已儲存。</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>例題</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>銷{0}張</translation>
    </message>
    <message>
        <source>This lesson is not available in {0} yet, so it is shown in English.</source>
        <translation>本課尚未有{0}版本，所以用英文顯示。</translation>
    </message>
    <message>
        <source>{0} · lesson {1} · {2} · rules: {3}</source>
        <translation>{0} · 第{1}課 · {2} · 規則：{3}</translation>
    </message>
    <message>
        <source>This lesson file could not be loaded</source>
        <translation>無法載入這個課程檔案</translation>
    </message>
    <message>
        <source>The other lessons are not affected. Whoever edits the lessons can fix the file with lessons/README.md.</source>
        <translation>其他課程不受影響。負責編寫課程的人可按 lessons/README.md 修正該檔案。</translation>
    </message>
    <message>
        <source>there are no lessons in this language yet (folder {0} is missing)</source>
        <translation>此語言暫時未有課程（缺少資料夾 {0}）</translation>
    </message>
    <message>
        <source>the worked examples file is missing</source>
        <translation>缺少課程示例檔案</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>無法讀取此檔案</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>此檔案不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>this lesson is missing in a translation</source>
        <translation>某個譯本缺少此課</translation>
    </message>
    <message>
        <source>the translation is out of date with the English lesson: {0}</source>
        <translation>譯本與英文課程不一致（已過時）：{0}</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}，第{1}行：{2}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>{0} (English)</source>
        <translation>{0}（英文）</translation>
    </message>
    <message>
        <source>Could not be loaded</source>
        <translation>無法載入</translation>
    </message>
    <message>
        <source>Some lesson files have errors; the other lessons load normally:</source>
        <translation>部分課程檔案有錯誤；其他課程可正常載入：</translation>
    </message>
    <message>
        <source>… and {0} more (see the list).</source>
        <translation>… 另有{0}項（見清單）。</translation>
    </message>
</context>
<context>
    <name>LessonsScreen</name>
    <message>
        <source>Your lesson progress could not be read or saved: {0}</source>
        <translation>無法讀取或儲存你的課程進度：{0}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>○ not opened   ◐ opened   ✓ check passed</source>
        <translation>○ 未開啟   ◐ 已開啟   ✓ 已通過測驗</translation>
    </message>
    <message>
        <source>↑ ↓ choose a lesson · PgUp PgDn read it · Enter go to its check · Ctrl+D practise it in the drill · Esc home</source>
        <translation>↑ ↓ 選擇課程 · PgUp PgDn 閱讀 · Enter 前往測驗 · Ctrl+D 在練習中操練 · Esc 主頁</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>課文</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>總覽</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培訓</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Sign out</source>
        <translation>登出(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back up database…</source>
        <translation>備份資料庫(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Restore database…</source>
        <translation>還原資料庫(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Move school to another database…</source>
        <translation>搬遷學校(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>前往(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>主頁(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Dealer Trainer</source>
        <translation>關於荷官培訓(&amp;A)</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>未登入</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>導師</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>監考人</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Signed in: {0} ({1})</source>
        <translation>已登入：{0}（{1}）</translation>
    </message>
    <message>
        <source>Your PIN is changed.</source>
        <translation>你的 PIN 已更改。</translation>
    </message>
    <message>
        <source>Your password is changed.</source>
        <translation>你的密碼已更改。</translation>
    </message>
    <message>
        <source>About Dealer Trainer</source>
        <translation>關於荷官培訓</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dealer Trainer {0}&lt;/h3&gt;&lt;p&gt;Training for Macau baccarat and Sam Kong dealers: draw decisions, calling the coup, HKD commission and payouts, Sam Kong levels and shoe procedure, graded by the rules of the Macau regulations.&lt;/p&gt;&lt;p&gt;Database: {1}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;荷官培訓 {0}&lt;/h3&gt;&lt;p&gt;為澳門百家樂及三公百家樂荷官而設的培訓：補牌判斷、報牌、港元佣金及派彩、三公牌級及牌靴程序，全部按澳門規章的規則評分。&lt;/p&gt;&lt;p&gt;資料庫：{1}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MistakeRow</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>&lt;b&gt;You answered&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;你的答案&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right answer&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;正確答案&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>Open full size</source>
        <translation>放大查看</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <source>Move {0} ({1})</source>
        <translation>為{0}（{1}）轉班</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（無班別）</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>班別(&amp;C)</translation>
    </message>
</context>
<context>
    <name>MoveSchoolDialog</name>
    <message>
        <source>Move the school</source>
        <translation>搬遷學校</translation>
    </message>
    <message>
        <source>Every account, answer, exam, seal and audit row is copied into an empty database (a PostgreSQL server for several desks) and checked there. This database stays as it is.</source>
        <translation>每個帳戶、答案、考試、封印及審計紀錄都會複製到一個空白資料庫（多部電腦共用時用 PostgreSQL 伺服器），並在那裏核對。現用的資料庫保持不變。</translation>
    </message>
    <message>
        <source>&amp;New database</source>
        <translation>新資料庫(&amp;N)</translation>
    </message>
    <message>
        <source>Your &amp;password</source>
        <translation>你的密碼(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>搬遷(&amp;M)</translation>
    </message>
    <message>
        <source>Type the address (URL) of the new, empty database.</source>
        <translation>請輸入新的空白資料庫的地址（URL）。</translation>
    </message>
    <message>
        <source>Type your password: it opens the school&apos;s seal key, to check every seal on the new database.</source>
        <translation>請輸入你的密碼：它會開啟學校的封印密鑰，用來核對新資料庫上的每個封印。</translation>
    </message>
    <message>
        <source>School moved</source>
        <translation>學校已搬遷</translation>
    </message>
    <message>
        <source>The school was copied to {0} and checked there: {1} accounts, {2} practice answers, {3} exam sittings and {4} audit rows, every seal as here.

This desk still uses {5}. Point every desk at the new database (DEALER_TRAINER_DB, see the README) and start them again.</source>
        <translation>學校已複製到 {0} 並在那裏核對：{1} 個帳戶、{2} 個練習答案、{3} 場考試及 {4} 條審計紀錄，每個封印都與這裏相同。

這部電腦仍在使用 {5}。請把每部電腦指向新資料庫（DEALER_TRAINER_DB，見 README），然後重新啟動。</translation>
    </message>
    <message>
        <source>That database already holds a school ({0} accounts). A move never merges two schools: give an empty database.</source>
        <translation>該資料庫已經有一所學校（{0} 個帳戶）。搬遷絕不會合併兩所學校：請提供一個空白資料庫。</translation>
    </message>
    <message>
        <source>That database is not empty ({0} rows in {1}). Give an empty database.</source>
        <translation>該資料庫不是空白的（{1} 有 {0} 行）。請提供一個空白資料庫。</translation>
    </message>
    <message>
        <source>That is not your password: the school&apos;s seal key does not open with it. Nothing was copied.</source>
        <translation>這不是你的密碼：學校的封印密鑰無法用它開啟。沒有複製任何資料。</translation>
    </message>
    <message>
        <source>That is the database in use. Give a new, empty one.</source>
        <translation>這是正在使用的資料庫。請提供一個新的空白資料庫。</translation>
    </message>
    <message>
        <source>The copy did not check out (in {0}). Do not use the new database; this one is unchanged.</source>
        <translation>複本核對不符（在 {0}）。請勿使用新資料庫；現用的資料庫沒有改變。</translation>
    </message>
    <message>
        <source>That is not a database address. Write it as postgresql+psycopg://user@server/database.</source>
        <translation>這不是資料庫地址。請寫成 postgresql+psycopg://用戶@伺服器/資料庫。</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>≤{0}% wrong</source>
        <comment>legend: error rate up to</comment>
        <translation>答錯≤{0}%</translation>
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
        <translation>圖外的莊家判斷（0至2點、7點、閒家不補、例牌）：{1}題中答錯{0}題。</translation>
    </message>
    <message>
        <source>Right answers in a row: best {0}.</source>
        <translation>連續答對：最長{0}題。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between streak milestones</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <comment>a streak milestone and the day it was first reached</comment>
        <translation>{1}達{0}題</translation>
    </message>
    <message>
        <source>Milestones: {0}.</source>
        <translation>里程碑：{0}。</translation>
    </message>
    <message>
        <source>Next: {0} in a row.</source>
        <translation>下一個目標：連續答對{0}題。</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>閒家第三張牌{0}</translation>
    </message>
    <message>
        <source>Banker draws</source>
        <translation>莊家補牌</translation>
    </message>
    <message>
        <source>Banker stands</source>
        <translation>莊家不補</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({2}): no answers yet</source>
        <translation>莊家{0}點，{1}（{2}）：未有作答</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({5}): {2} wrong of {3} ({4}%)</source>
        <translation>莊家{0}點，{1}（{5}）：{3}題中答錯{2}題（{4}%）</translation>
    </message>
    <message>
        <source>{0} named {1}: {2} times of {3}</source>
        <translation>{0} 答成 {1}：{3}次中有{2}次</translation>
    </message>
</context>
<context>
    <name>PassMarkDialog</name>
    <message>
        <source>Pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <source>At least this share &amp;right:</source>
        <translation>最少答對比率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Median answer time under:</source>
        <translation>作答時間中位數少於(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>PayoutPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>Pay (HK$, 0 if taken or it stays)</source>
        <translation>派彩（港元，收回或保留則為0）</translation>
    </message>
    <message>
        <source>Commission (HK$, empty if none)</source>
        <translation>佣金（港元，沒有則留空）</translation>
    </message>
    <message>
        <source>Settle  [Enter]</source>
        <translation>結算  [Enter]</translation>
    </message>
    <message>
        <source>Chips for that payout, as few as possible, in one row: the key of each chip (under it), count x key for several, e.g. 2x1k 3x100 50. Enter settles.</source>
        <translation>用最少籌碼付這筆彩金，在一行內輸入：每個籌碼的按鍵（在籌碼下方），多個用「數量 x 按鍵」，例如 2x1k 3x100 50。按 Enter 結算。</translation>
    </message>
    <message>
        <source>Seat {0}: {1} {2}</source>
        <translation>第{0}位：{1} {2}</translation>
    </message>
    <message>
        <source>Table: {0}</source>
        <translation>賭枱：{0}</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type the payout and commission, Enter, then its chips.</source>
        <translation>結算第{0}位：{1} {2}。輸入派彩及佣金，按 Enter，再輸入籌碼。</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type what you pay out and the commission, then Enter.</source>
        <translation>結算第{0}位：{1} {2}。輸入派彩金額及佣金，然後按 Enter。</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0}至{1}</translation>
    </message>
    <message>
        <source>no commission, a Banker 6 pays 1:2</source>
        <translation>免佣，莊家以6點勝出只賠一半</translation>
    </message>
    <message>
        <source>no commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>{0}% marked in the commission box</source>
        <translation>{0}% 記在佣金格</translation>
    </message>
    <message>
        <source>{0}% deducted at payout</source>
        <translation>派彩時扣{0}%</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>請輸入你付出的籌碼，例如 2x1k 3x100 50，然後按 Enter。</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its keys are under its chips.</source>
        <translation>{0}：此檯沒有 {1} 籌碼。按鍵列在各籌碼下方。</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}：不是籌碼。請輸入籌碼的按鍵（例如 100、1k），或「數量 x 按鍵」（例如 3x100）。</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>{0}籌碼：數量比任何派彩所需的都多。</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message>
        <source>All coups</source>
        <translation>所有牌局</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>難題</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>Due reviews could not be read ({0}).</source>
        <translation>無法讀取到期複習項目（{0}）。</translation>
    </message>
    <message>
        <source>Due for review now, all drills: {0}. The drills come mixed, the most overdue first.</source>
        <translation>現在待複習（所有練習）：{0} 項。各練習混合出題，最逾期的先出。</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>題數(&amp;Q)</translation>
    </message>
    <message>
        <source>Due for review now: {0}.</source>
        <translation>現在待複習：{0} 項。</translation>
    </message>
    <message>
        <source>No weak spots recorded yet for this drill.</source>
        <translation>這個練習尚未記錄到弱項。</translation>
    </message>
    <message>
        <source>Weak spot: {0} — {1} wrong out of {2}.</source>
        <translation>弱項：{0} — {2} 次中錯 {1} 次。</translation>
    </message>
    <message>
        <source>The database cannot be reached: the session did not start. Press Start again when it is back.</source>
        <translation>無法連接資料庫：練習未開始。資料庫恢復後請再按「開始」。</translation>
    </message>
    <message>
        <source>The database could not start the session: press Start again, or ask an instructor if it goes on.</source>
        <translation>資料庫未能開始練習：請再按「開始」；如仍然如此，請通知導師。</translation>
    </message>
    <message>
        <source>All drills — due reviews: {0}</source>
        <translation>所有練習 — 到期複習：{0}</translation>
    </message>
    <message>
        <source>Question {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>第{0}題 · 已答{1} · 答對{2} · 中位數{3} · 連續答對{4}</translation>
    </message>
    <message>
        <source>Deal {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>第{0}局 · 已答{1} · 答對{2} · 中位數{3} · 連續答對{4}</translation>
    </message>
    <message>
        <source>No answers this time: nothing was recorded.</source>
        <translation>這次沒有作答：沒有記錄任何內容。</translation>
    </message>
    <message>
        <source>Slowest</source>
        <translation>最慢</translation>
    </message>
    <message>
        <source>Mistakes to review</source>
        <translation>要溫習的錯誤</translation>
    </message>
    <message>
        <source>Mistake {0}</source>
        <translation>錯題{0}</translation>
    </message>
    <message>
        <source>That table profile is no longer there: pick another table.</source>
        <translation>該賭枱設定已不存在：請選擇另一張賭枱。</translation>
    </message>
    <message>
        <source>This table&apos;s limits leave no deal the drill can build: pick another table, or ask an instructor to check its profile.</source>
        <translation>這張賭枱的限額令練習無法產生任何牌局：請選擇另一張賭枱，或請導師檢查其設定。</translation>
    </message>
    <message>
        <source>The school server cannot be reached: your answer was not saved yet. It is sent again by itself when the server answers.</source>
        <translation>無法連線到學校伺服器：你的答案尚未儲存。伺服器恢復回應後，會自動再送出一次。</translation>
    </message>
    <message>
        <source>The database cannot be reached: your answer was not saved.</source>
        <translation>無法連接資料庫：你的答案未有儲存。</translation>
    </message>
    <message>
        <source>{0} Your answer was not saved.</source>
        <translation>{0}你的答案未有儲存。</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it): your answer was not saved yet.</source>
        <translation>資料庫正忙（另一個程式正在寫入）：你的答案仍未儲存。</translation>
    </message>
    <message>
        <source>The database file cannot be written (no permission, or the disk is full): your answer was not saved.</source>
        <translation>無法寫入資料庫檔案（沒有權限，或磁碟已滿）：你的答案未有儲存。</translation>
    </message>
    <message>
        <source>The database could not save your answer.</source>
        <translation>資料庫未能儲存你的答案。</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重試(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Finish the session</source>
        <translation>結束這節練習(&amp;F)</translation>
    </message>
    <message>
        <source>Answer not saved</source>
        <translation>答案未儲存</translation>
    </message>
    <message>
        <source>The session is paused and its clock stopped. Retry sends the same answer again; Finish ends the session (answers saved so far are kept).</source>
        <translation>這節練習已暫停，計時亦已停止。「重試」會再次傳送同一個答案；「結束」會結束這節練習（已儲存的答案會保留）。</translation>
    </message>
    <message>
        <source>All drills — due reviews</source>
        <translation>所有練習 — 到期複習</translation>
    </message>
    <message>
        <source>All drills: due reviews</source>
        <translation>所有練習：到期複習</translation>
    </message>
    <message>
        <source>&amp;Review due items</source>
        <translation>複習到期項目(&amp;R)</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>局數(&amp;D)</translation>
    </message>
    <message>
        <source>Due reviews first</source>
        <translation>先複習到期項目</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{0}&lt;/b&gt; answers, &lt;b&gt;{1}&lt;/b&gt; right (&lt;b&gt;{2}&lt;/b&gt;), median time &lt;b&gt;{3}&lt;/b&gt;, best streak &lt;b&gt;{4}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;共&lt;b&gt;{0}&lt;/b&gt;題，答對&lt;b&gt;{1}&lt;/b&gt;題（&lt;b&gt;{2}&lt;/b&gt;），中位時間&lt;b&gt;{3}&lt;/b&gt;，最長連續答對&lt;b&gt;{4}&lt;/b&gt;題。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{0} — due reviews</source>
        <translation>{0} — 到期複習</translation>
    </message>
    <message>
        <source>Session summary — due reviews</source>
        <translation>練習總結 — 到期複習</translation>
    </message>
    <message>
        <source>Or &amp;minutes (0 = off)</source>
        <translation>或分鐘(&amp;M)（0 = 不限）</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>程度(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Timed</source>
        <translation>限時(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Seconds per answer</source>
        <translation>每題秒數(&amp;S)</translation>
    </message>
    <message>
        <source>Start  [Enter]</source>
        <translation>開始  [Enter]</translation>
    </message>
    <message>
        <source>Table &amp;profile</source>
        <translation>賭枱設定(&amp;P)</translation>
    </message>
    <message>
        <source>Any table (a different one each deal)</source>
        <translation>任何賭枱（每局不同）</translation>
    </message>
    <message>
        <source>Chip &amp;breakdown</source>
        <translation>籌碼組合(&amp;B)</translation>
    </message>
    <message>
        <source>Also ask the fewest chips for each payout</source>
        <translation>同時問每筆派彩所需的最少籌碼</translation>
    </message>
    <message>
        <source>After a right &amp;answer</source>
        <translation>答對之後(&amp;A)</translation>
    </message>
    <message>
        <source>Pause to review it too (wrong answers always pause)</source>
        <translation>也停下來檢視（答錯一定會停下）</translation>
    </message>
    <message>
        <source>Next  [Enter]</source>
        <translation>下一題  [Enter]</translation>
    </message>
    <message>
        <source>About the previous hand:</source>
        <translation>關於上一手牌：</translation>
    </message>
    <message>
        <source>Finish  [Ctrl+E]</source>
        <translation>完成  [Ctrl+E]</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>練習總結</translation>
    </message>
    <message>
        <source>Revie&amp;w due items</source>
        <translation>複習到期項目(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>再來一次(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Back to drills</source>
        <translation>返回練習項目(&amp;B)</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message>
        <source>you miss Banker {0} against a third card of {1}</source>
        <translation>你常錯莊家{0}點對閒家第三張牌{1}</translation>
    </message>
    <message>
        <source>you miss Banker {0} when the Player stood</source>
        <translation>你常錯閒家不補牌時莊家{0}點</translation>
    </message>
    <message>
        <source>you miss the Player&apos;s decision on {0}</source>
        <translation>你常錯閒家{0}點的判斷</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>you miss the {0} natural {1}</source>
        <translation>你常錯{0}例牌{1}點</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>naturals</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>coups where both hands drew</source>
        <translation>兩家都補牌的牌局</translation>
    </message>
    <message>
        <source>coups where one hand drew</source>
        <translation>只有一家補牌的牌局</translation>
    </message>
    <message>
        <source>coups where neither hand drew</source>
        <translation>兩家都不補牌的牌局</translation>
    </message>
    <message>
        <source>you miss calling {0}</source>
        <translation>你常報錯{0}</translation>
    </message>
    <message>
        <source>you miss paying winning {0} bets</source>
        <translation>你常錯派贏了的{0}注</translation>
    </message>
    <message>
        <source>you miss taking losing {0} bets</source>
        <translation>你常錯收輸了的{0}注</translation>
    </message>
    <message>
        <source>you miss {0} bets that stand</source>
        <translation>你常錯處理不輸不贏的{0}注</translation>
    </message>
    <message>
        <source>you miss {0} bets</source>
        <translation>你常錯{0}注</translation>
    </message>
    <message>
        <source>you miss the level {0}</source>
        <translation>你常錯牌級{0}</translation>
    </message>
    <message>
        <source>a door that ties the banker</source>
        <translation>與莊家打和的門</translation>
    </message>
    <message>
        <source>三公 hands</source>
        <translation>三公牌</translation>
    </message>
    <message>
        <source>equal points decided by faces</source>
        <translation>同點數以公牌定輸贏</translation>
    </message>
    <message>
        <source>plain wins and losses</source>
        <translation>一般輸贏</translation>
    </message>
    <message>
        <source>you miss door results with {0}</source>
        <translation>你常錯門位輸贏：{0}</translation>
    </message>
    <message>
        <source>you miss the shoe question: {0}</source>
        <translation>你常錯牌靴程序：{0}</translation>
    </message>
    <message>
        <source>burning by the first card</source>
        <translation>按第一張牌銷牌</translation>
    </message>
    <message>
        <source>burning one card per deck</source>
        <translation>每副牌銷一張</translation>
    </message>
    <message>
        <source>a fixed burn</source>
        <translation>固定數目銷牌</translation>
    </message>
    <message>
        <source>where the cut card goes</source>
        <translation>白咭放在哪裏</translation>
    </message>
    <message>
        <source>the Sam Kong second cut</source>
        <translation>三公的第二次切牌</translation>
    </message>
    <message>
        <source>the last coup</source>
        <translation>最後一局</translation>
    </message>
    <message>
        <source>demonstration coups</source>
        <translation>示範局</translation>
    </message>
    <message>
        <source>an exposed card</source>
        <translation>翻開的牌</translation>
    </message>
    <message>
        <source>a misdeal</source>
        <translation>派牌錯誤</translation>
    </message>
    <message>
        <source>the Sam Kong burn</source>
        <translation>三公的銷牌</translation>
    </message>
</context>
<context>
    <name>ProctorConsole</name>
    <message>
        <source>Add time</source>
        <translation>加時</translation>
    </message>
    <message>
        <source>Add {0} min to the sitting of {1} ({2})?</source>
        <translation>為 {1} 的考試（{2}）加時 {0} 分鐘？</translation>
    </message>
    <message>
        <source>Reason: {2}

It then has {0} min added in all (at most {1} min per sitting). The grant and its reason are sealed and recorded with your name and this desk.</source>
        <translation>原因：{2}

加時後合共加時 {0} 分鐘（每場考試最多 {1} 分鐘）。加時及其原因會被封存，並連同你的名字和這部電腦一併記錄。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Void sitting</source>
        <translation>作廢考試</translation>
    </message>
    <message>
        <source>Void the sitting of {0} ({1})?</source>
        <translation>作廢 {0} 的考試（{1}）？</translation>
    </message>
    <message>
        <source>Reason: {0}

The sitting ends now and never counts. Is the attempt given back (an equipment fault: the trainee may sit again) or used (misconduct: it counts as one of the trainee&apos;s attempts)? The choice is sealed and recorded with your name and this desk.</source>
        <translation>原因：{0}

考試即時結束，且永不計算成績。這次應考機會是退回（設備故障：學員可以再考），還是計作已用（違規：計入學員的應考次數）？所作選擇會被封存，並連同你的名字和這部電腦一併記錄。</translation>
    </message>
    <message>
        <source>&amp;Give the attempt back</source>
        <translation>退回應考機會(&amp;G)</translation>
    </message>
    <message>
        <source>Attempt &amp;used</source>
        <translation>計作已用(&amp;U)</translation>
    </message>
    <message numerus="yes">
        <source>Running sittings: %n</source>
        <translation>
            <numerusform>進行中的考試：%n 場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>desks not responding: %n</source>
        <translation>
            <numerusform>沒有回應的電腦：%n 部</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a running sitting first.</source>
        <translation>請先選擇一場進行中的考試。</translation>
    </message>
    <message>
        <source>{0} min added to the sitting of {1}.</source>
        <translation>已為 {1} 的考試加時 {0} 分鐘。</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt was given back.</source>
        <translation>{0} 的考試已作廢；應考機會已退回。</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt is used.</source>
        <translation>{0} 的考試已作廢；應考機會計作已用。</translation>
    </message>
    <message>
        <source>R&amp;eason:</source>
        <translation>原因(&amp;E)：</translation>
    </message>
    <message>
        <source>Required: why time is added, or why the sitting is voided</source>
        <translation>必填：加時或作廢考試的原因</translation>
    </message>
    <message>
        <source>No time was added.</source>
        <translation>沒有加時。</translation>
    </message>
    <message>
        <source>The sitting was not voided.</source>
        <translation>考試沒有作廢。</translation>
    </message>
    <message>
        <source>Give a reason for the added time (Alt+E).</source>
        <translation>請填寫加時的原因（Alt+E）。</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (Alt+E).</source>
        <translation>請填寫作廢考試的原因（Alt+E）。</translation>
    </message>
    <message>
        <source>&amp;Minutes to add:</source>
        <translation>加時分鐘數(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Add time</source>
        <translation>加時(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Void sitting</source>
        <translation>作廢考試(&amp;V)</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>重新整理 (F5)</translation>
    </message>
    <message>
        <source>No sitting is running now.</source>
        <translation>現時沒有進行中的考試。</translation>
    </message>
    <message>
        <source>Running sittings</source>
        <translation>進行中的考試</translation>
    </message>
</context>
<context>
    <name>ProctorDesk</name>
    <message>
        <source>Proctor: {0}</source>
        <translation>監考人：{0}</translation>
    </message>
    <message>
        <source>You run exam sittings. When a trainee asks for a sitting on their desk, it waits below: approve it here, on your own desk (your password is never typed at theirs). Below that, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>你負責主持考試。學員在自己的電腦上要求考試時，請求會在下面等候：在這裡、在你自己的電腦上批准（你的密碼從不在學員的電腦上輸入）。再下面是每場進行中的考試：可以加時，或寫明原因作廢。考試設定、名冊和成績由導師管理。</translation>
    </message>
    <message>
        <source>You run exam sittings. At the trainee&apos;s desk, after the trainee has signed in and chosen the exam, type your sign-in name and password to start the sitting, or to resume one that was interrupted. Below, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>你負責監考。在學員的電腦上，學員登入並選擇考試後，輸入你的登入名稱和密碼以開始考試，或繼續一場被中斷的考試。下方列出所有進行中的考試：可為其中一場加時，或填寫原因將其作廢。試卷藍本、學員名冊和成績由導師管理。</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>per session</source>
        <translation>每節</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>練習(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>期間(&amp;P)：</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>載入中…</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}, the whole cohort: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}，{2}，全班合計：作答%Ln題，答對{1}%。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}: no practice recorded in this cohort.</source>
        <translation>{0}，{1}：此班別尚無練習紀錄。</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster for their own charts.</source>
        <translation>請在名單中選擇一名學員，查看其個人圖表。</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}，{2}：作答%Ln題，答對{1}%。</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice recorded in this period yet.</source>
        <translation>此期間尚未有練習紀錄。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Player stood</source>
        <translation>閒家不補</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>進度報告</translation>
    </message>
    <message>
        <source>Answers (all time)</source>
        <translation>作答數（全部時間）</translation>
    </message>
    <message>
        <source>Accuracy (all time)</source>
        <translation>準確率（全部時間）</translation>
    </message>
    <message>
        <source>could not write {0}</source>
        <translation>無法寫入{0}</translation>
    </message>
    <message>
        <source>Printed {0} (Macau time)</source>
        <translation>列印於{0}（澳門時間）</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>班別：{0}</translation>
    </message>
    <message>
        <source>Drills: {0} · Period: {1}</source>
        <translation>練習：{0} · 期間：{1}</translation>
    </message>
    <message>
        <source>Answers, accuracy, median (last {0} days)</source>
        <translation>作答數、準確率、中位數（最近{0}日）</translation>
    </message>
    <message>
        <source>Trend (last 7 days against the 7 before)</source>
        <translation>趨勢（最近7日對比之前7日）</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>最後活動</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從未</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>按練習劃分</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答數</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位數</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Dashed grey: the cohort average.</source>
        <translation>灰色虛線：班別平均。</translation>
    </message>
    <message>
        <source>Weakest draw decisions</source>
        <translation>最弱的補牌判斷</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>莊家點數</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>閒家第三張牌</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>答錯</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>錯誤率</translation>
    </message>
    <message>
        <source>Sam Kong level mix-ups</source>
        <translation>三公牌級混淆</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>正確牌級</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>所答</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Payouts by size</source>
        <translation>按金額劃分的派彩</translation>
    </message>
    <message>
        <source>Right payout (HK$)</source>
        <translation>正確派彩（港元）</translation>
    </message>
    <message>
        <source>Of them: right amount, not the fewest chips</source>
        <translation>其中：金額正確但籌碼不是最少</translation>
    </message>
    <message>
        <source>nothing paid</source>
        <translation>無需派彩</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>班別報告</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（無班別）</translation>
    </message>
    <message>
        <source>Answers: {0}, {1} right.</source>
        <translation>作答：{0}，答對{1}。</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>考試：{0}</translation>
    </message>
    <message>
        <source>Median: answer time over the last {0} days; trend: accuracy of the last {1} days minus the {1} before, in points; active: the last day practised.</source>
        <translation>中位數：最近{0}日的作答時間；趨勢：最近{1}日的準確率減去之前{1}日，以百分點計；活動：最後練習的日子。</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>現況</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s); {0} ready against the pass mark.</source>
        <translation>
            <numerusform>%n名學員；{0}名已達合格標準。</numerusform>
        </translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>學員名單</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趨勢</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活動</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>準備程度</translation>
    </message>
    <message>
        <source>The cohort over time</source>
        <translation>班別的進度</translation>
    </message>
    <message>
        <source>Weakest draw decisions of the cohort</source>
        <translation>班別最弱的補牌判斷</translation>
    </message>
    <message>
        <source>Sam Kong Table: steps</source>
        <translation>三公百家樂賭枱：步驟</translation>
    </message>
    <message>
        <source>Baccarat Table: steps</source>
        <translation>百家樂賭枱：步驟</translation>
    </message>
    <message>
        <source>Table steps</source>
        <translation>賭枱步驟</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
</context>
<context>
    <name>ResetPinDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>重設PIN碼：{0}（{1}）</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>{0}（登入名稱{1}）的新PIN碼，4至12位數字：</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>新PIN碼(&amp;P)</translation>
    </message>
</context>
<context>
    <name>ResetSecretDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>重設PIN碼：{0}（{1}）</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>{0}（登入名稱{1}）的新PIN碼，4至12位數字：</translation>
    </message>
    <message>
        <source>Reset password: {0} ({1})</source>
        <translation>重設密碼：{0}（{1}）</translation>
    </message>
    <message>
        <source>New password for {0} (sign-in name {1}), at least 6 characters. They keep their copy of the school&apos;s exam seal key.</source>
        <translation>{0}（登入名稱{1}）的新密碼，最少6個字元。其學校考試封印鑰匙的副本會保留。</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>新PIN碼(&amp;P)</translation>
    </message>
    <message>
        <source>New &amp;password</source>
        <translation>新密碼(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Repeat it</source>
        <translation>再輸入一次(&amp;R)</translation>
    </message>
    <message>
        <source>The two differ: type it again.</source>
        <translation>兩次輸入不同：請再輸入。</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>Result: {0}</source>
        <translation>結果：{0}</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}.</source>
        <translation>{1}題中答對{0}題（{2:.0f}%）。{3}。</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}. A pass needs {4}% overall and every section at its pass mark.</source>
        <translation>{1}題中答對{0}題（{2:.0f}%）。{3}。合格需要整體達{4}%，而且每個部分都達到該部分的合格分數。</translation>
    </message>
    <message>
        <source>{0}% needed</source>
        <translation>需要{0}%</translation>
    </message>
    <message>
        <source>This exam does not show which questions were missed.</source>
        <translation>這個考試不顯示答錯的題目。</translation>
    </message>
    <message>
        <source>Missed questions</source>
        <translation>答錯的題目</translation>
    </message>
    <message>
        <source>None: every question was answered right.</source>
        <translation>沒有：每題都答對。</translation>
    </message>
    <message>
        <source>Question {0} ({1}, question {2} of its section)</source>
        <translation>第{0}題（{1}，該部分第{2}題）</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>封印</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>計算成績</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核實</translation>
    </message>
    <message>
        <source>TAMPERED</source>
        <translation>已被改動</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>The sitting that counts for this trainee&apos;s result in this exam (the exam&apos;s rule: latest, best or first pass).</source>
        <translation>此學員在此考試中計算成績的一次（按考試規則：最近一次、最佳一次或首次合格）。</translation>
    </message>
    <message>
        <source>Records of this sitting were changed after they were sealed: open it to see which.</source>
        <translation>這次考試的紀錄在封印後曾被改動：開啟它查看是哪些。</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存{0}</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班別</translation>
    </message>
    <message>
        <source>No cohorts yet: add trainees in Settings first.</source>
        <translation>尚未有班別：請先在設定中新增學員。</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s).</source>
        <translation>
            <numerusform>%n場考試。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with altered records (in red).</source>
        <translation>
            <numerusform>%n場紀錄曾被改動（紅色顯示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals not checked: sign in again to unlock the exam seal.</source>
        <translation>封印未核查：請再次登入以解鎖考試封印。</translation>
    </message>
    <message>
        <source>Export exam results</source>
        <translation>匯出考試成績</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Export certifications for HR</source>
        <translation>匯出人力資源部認證紀錄</translation>
    </message>
    <message>
        <source>School name</source>
        <translation>學校名稱</translation>
    </message>
    <message>
        <source>The school&apos;s name, printed on every certificate:</source>
        <translation>學校名稱（印於每張證書上）：</translation>
    </message>
    <message>
        <source>Certificates are issued by: {0}</source>
        <translation>證書發出機構：{0}</translation>
    </message>
    <message>
        <source>Certificates name no school yet: set the school&apos;s name.</source>
        <translation>證書尚未印有學校名稱：請設定學校名稱。</translation>
    </message>
    <message>
        <source>School key for HR, to check a certificate&apos;s QR code offline (fingerprint {0}):</source>
        <translation>供人力資源部離線核對證書二維碼的學校密鑰（指紋 {0}）：</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>班別(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Open sitting</source>
        <translation>開啟考試紀錄(&amp;O)</translation>
    </message>
    <message>
        <source>Export results CS&amp;V…</source>
        <translation>匯出成績CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Certif&amp;ications for HR…</source>
        <translation>人力資源部認證紀錄(&amp;I)…</translation>
    </message>
    <message>
        <source>Chec&amp;k a certificate…</source>
        <translation>核實證書(&amp;K)…</translation>
    </message>
    <message>
        <source>School &amp;name…</source>
        <translation>學校名稱(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>RetakeDialog</name>
    <message>
        <source>Grant a retake</source>
        <translation>批准重考</translation>
    </message>
    <message>
        <source>Give {0} one more attempt at {1}?</source>
        <translation>讓{0}再考一次{1}？</translation>
    </message>
    <message>
        <source>{0} passed on {1}; a retake can lower or replace the result. Reason:</source>
        <translation>{0}已於{1}合格；重考可令成績下降或被取代。原因：</translation>
    </message>
    <message>
        <source>Why (optional), e.g. ill on the day</source>
        <translation>原因（選填），例如當日生病</translation>
    </message>
    <message>
        <source>Reason (required), e.g. the exam was marked wrongly</source>
        <translation>原因（必填），例如考試評分有誤</translation>
    </message>
    <message>
        <source>Grant retake</source>
        <translation>批准重考</translation>
    </message>
</context>
<context>
    <name>RetakeGrantsDialog</name>
    <message>
        <source>Retake grants</source>
        <translation>重考許可</translation>
    </message>
    <message>
        <source>Retakes granted to {0} ({1}) for {2}:</source>
        <translation>批給{0}（{1}）的「{2}」重考許可：</translation>
    </message>
    <message>
        <source>Granted</source>
        <translation>批出時間</translation>
    </message>
    <message>
        <source>By</source>
        <translation>批出人</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>封印</translation>
    </message>
    <message>
        <source>Why it is revoked (optional)</source>
        <translation>撤銷原因（可不填）</translation>
    </message>
    <message>
        <source>&amp;Revoke grant</source>
        <translation>撤銷許可(&amp;R)</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核實</translation>
    </message>
    <message>
        <source>SEAL FAILED: not counted</source>
        <translation>封印核對失敗：不計算</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>No retake has been granted.</source>
        <translation>未有批出任何重考。</translation>
    </message>
    <message>
        <source>The retake granted on {0} was revoked.</source>
        <translation>已撤銷於{0}批出的重考。</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>A retake was granted to {0}.</source>
        <translation>已批准{0}重考。</translation>
    </message>
    <message>
        <source>Save certificate</source>
        <translation>儲存證書</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>No certificate: this sitting&apos;s records were altered.</source>
        <translation>沒有證書：這次考試的紀錄曾被改動。</translation>
    </message>
    <message>
        <source>No certificate: the seal could not be checked. Sign in again.</source>
        <translation>沒有證書：無法核查封印。請再次登入。</translation>
    </message>
    <message>
        <source>No certificate: this sitting did not pass.</source>
        <translation>沒有證書：這次考試不合格。</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存{0}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Exam review</source>
        <translation>考試檢討</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
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
        <translation>第{0}次</translation>
    </message>
    <message>
        <source>started {0}</source>
        <translation>開始於{0}</translation>
    </message>
    <message>
        <source>proctor {0}</source>
        <translation>監考人{0}</translation>
    </message>
    <message>
        <source>seed {0}</source>
        <translation>種子{0}</translation>
    </message>
    <message>
        <source>{0} min added by a proctor</source>
        <translation>監考人加時 {0} 分鐘</translation>
    </message>
    <message>
        <source>certified as {0} ({1}), renamed since</source>
        <translation>證書上為 {0}（{1}），其後已改名</translation>
    </message>
    <message>
        <source>score {0} of {1} ({2:.0f}%)</source>
        <translation>{1}題中答對{0}題（{2:.0f}%）</translation>
    </message>
    <message>
        <source>TAMPERED: these records were changed after they were sealed. Do not trust this result.</source>
        <translation>已被改動：這些紀錄在封印後曾被改動。不要相信這個成績。</translation>
    </message>
    <message>
        <source>Seal verified: no record of this sitting was changed.</source>
        <translation>封印已核實：這次考試的紀錄沒有被改動。</translation>
    </message>
    <message>
        <source>Seal not checked: sign in again as an instructor to verify it.</source>
        <translation>封印未核查：請以導師身分再次登入以核實。</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>經過：</translation>
    </message>
    <message>
        <source>Started {0} on desk {1} (proctor {2})</source>
        <translation>{0} 在電腦 {1} 開始（監考人 {2}）</translation>
    </message>
    <message>
        <source>Interrupted before the first answer was stored</source>
        <translation>在第一個答案存入前中斷</translation>
    </message>
    <message numerus="yes">
        <source>Interrupted at the table after all {0} questions and %n Table step(s) (the last stored {1})</source>
        <translation>
            <numerusform>答完全部 {0} 題並在賭枱做了 %n 步後中斷（最後一筆記錄於 {1}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n of {0} question(s) were answered (the last stored {1})</source>
        <translation>
            <numerusform>答了 {0} 題中的 %n 題後中斷（最後一筆記錄於 {1}）</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}; resumed {1} on desk {2} by {3}</source>
        <translation>{0}；{1} 由 {3} 在電腦 {2} 繼續</translation>
    </message>
    <message numerus="yes">
        <source>%n min added {0} by {1}</source>
        <translation>
            <numerusform>{1} 於 {0} 加時 %n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (no reason stored)</source>
        <translation>{0}（沒有記錄原因）</translation>
    </message>
    <message>
        <source>the overall result</source>
        <translation>整體成績</translation>
    </message>
    <message>
        <source>the result of section {0}</source>
        <translation>第{0}部分的成績</translation>
    </message>
    <message>
        <source>The sitting&apos;s terms (seed, deadline, exam) were changed.</source>
        <translation>考試條件（種子、限期、考試）曾被改動。</translation>
    </message>
    <message>
        <source>The record of which question was on screen was changed.</source>
        <translation>顯示過哪一題的紀錄曾被改動。</translation>
    </message>
    <message>
        <source>The answer to question {0} was changed.</source>
        <translation>第{0}題的答案曾被改動。</translation>
    </message>
    <message>
        <source>The answer to question {0} was deleted.</source>
        <translation>第{0}題的答案曾被刪除。</translation>
    </message>
    <message>
        <source>An answer to question {0} was added.</source>
        <translation>第{0}題曾被加入一個答案。</translation>
    </message>
    <message>
        <source>{0} was changed.</source>
        <translation>{0}曾被改動。</translation>
    </message>
    <message>
        <source>{0} was deleted.</source>
        <translation>{0}曾被刪除。</translation>
    </message>
    <message>
        <source>{0} was added.</source>
        <translation>{0}曾被加入。</translation>
    </message>
    <message>
        <source>A sitting of this trainee before this one was deleted.</source>
        <translation>此學員在這次之前的一次考試已被刪除。</translation>
    </message>
    <message>
        <source>A retake grant of this trainee for this exam was changed, or added without a seal.</source>
        <translation>此學員此考試的一項重考批准被修改，或在無封印下加入。</translation>
    </message>
    <message>
        <source>A proctor&apos;s added time or void of this sitting was changed, or its status was set to voided by hand.</source>
        <translation>監考人為此場考試所加的時間或作廢記錄被更改過，或其狀態被人手改為作廢。</translation>
    </message>
    <message>
        <source>altered</source>
        <translation>已改動</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>（未到達）</translation>
    </message>
    <message>
        <source>Table {0}, round {1}, step {2}: {3} {4}</source>
        <translation>賭枱 {0}，第 {1} 局，第 {2} 步：{3} {4}</translation>
    </message>
    <message>
        <source>Table {0}, coup {1}, step {2}: {3} {4}</source>
        <translation>賭枱 {0}，第 {1} 局，第 {2} 步：{3} {4}</translation>
    </message>
    <message>
        <source>(a retry: not counted)</source>
        <translation>（重做：不計分）</translation>
    </message>
    <message>
        <source>right</source>
        <translation>對</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>錯</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · round {2} · {3}</source>
        <translation>賭枱第 {0} 步 · {1} · 第 {2} 局 · {3}</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · coup {2} · {3}</source>
        <translation>賭枱第 {0} 步 · {1} · 第 {2} 局 · {3}</translation>
    </message>
    <message>
        <source>cannot be read again from the record</source>
        <translation>記錄無法再讀出</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>answered {0} ({1:.1f} s)</source>
        <translation>作答於{0}（{1:.1f}秒）</translation>
    </message>
    <message>
        <source>Question {0} · {1} · {2}</source>
        <translation>第{0}題 · {1} · {2}</translation>
    </message>
    <message>
        <source>no answer (time ran out)</source>
        <translation>未作答（時間已到）</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到達</translation>
    </message>
    <message>
        <source>By the rules: {0}</source>
        <translation>按規則：{0}</translation>
    </message>
    <message>
        <source>shown {0}, answered {1} ({2:.1f} s)</source>
        <translation>顯示於{0}，作答於{1}（{2:.1f}秒）</translation>
    </message>
    <message>
        <source>over the time limit: counted wrong</source>
        <translation>超過時限：當答錯論</translation>
    </message>
    <message>
        <source>this answer&apos;s record was altered after it was sealed</source>
        <translation>這個答案的紀錄在封印後曾被改動</translation>
    </message>
    <message>
        <source>The attempt was given back when this sitting was voided: the trainee can sit this exam again without a retake.</source>
        <translation>作廢此場考試時已退回應考機會：學員毋須獲批重考，即可再考此試。</translation>
    </message>
    <message>
        <source>{step} ({about})</source>
        <translation>{step}（{about}）</translation>
    </message>
    <message>
        <source>the seed gives a different question in this version of the app; the question shown here is the one sealed at the time</source>
        <translation>在此版本的程式中，該種子會產生另一道題目；此處顯示的是當時封印的題目</translation>
    </message>
    <message>
        <source>&amp;Back to results</source>
        <translation>返回成績(&amp;B)</translation>
    </message>
    <message>
        <source>Grant a re&amp;take…</source>
        <translation>批准重考(&amp;T)…</translation>
    </message>
    <message>
        <source>Retake grant&amp;s…</source>
        <translation>重考許可(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;certificate (PDF)…</source>
        <translation>儲存證書（PDF）(&amp;C)…</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>學員的答案</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正確答案</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答數</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位數</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趨勢</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>最後練習</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>準備程度</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Display name (the sign-in name is in the cell&apos;s tooltip)</source>
        <translation>顯示名稱（登入名稱見儲存格的提示）</translation>
    </message>
    <message>
        <source>Answers given in practice, all time</source>
        <translation>練習中的作答數（全部時間）</translation>
    </message>
    <message>
        <source>Share of right answers, all time</source>
        <translation>答對的比率（全部時間）</translation>
    </message>
    <message>
        <source>Median answer time over the last {0} days</source>
        <translation>最近{0}日的作答時間中位數</translation>
    </message>
    <message>
        <source>Accuracy of the last {0} days minus the {0} days before, in points</source>
        <translation>最近{0}日的準確率減去之前{0}日，以百分點計</translation>
    </message>
    <message>
        <source>Against the pass mark, over the last {0} days</source>
        <translation>對比合格標準（最近{0}日）</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登入名稱</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>員工編號</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>練習紀錄曾在程式以外被改動</translation>
    </message>
    <message>
        <source>daily figures unreadable, left out of the medians: run daily-rebuild</source>
        <translation>每日數據無法讀取，未計入中位數：請執行 daily-rebuild</translation>
    </message>
    <message>
        <source>When the trainee last practised</source>
        <translation>學員最後練習的時間</translation>
    </message>
    <message>
        <source>The latest exam sitting</source>
        <translation>最近一場考試</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從未</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨日</translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>%n日前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPreviewDialog</name>
    <message>
        <source>UTF-8 (&quot;CSV UTF-8&quot;)</source>
        <translation>UTF-8（「CSV UTF-8」）</translation>
    </message>
    <message>
        <source>UTF-16 (&quot;Unicode text&quot;)</source>
        <translation>UTF-16（「Unicode 文字」）</translation>
    </message>
    <message>
        <source>Big5 / CP950 (Traditional Chinese Windows)</source>
        <translation>Big5 / CP950（繁體中文 Windows）</translation>
    </message>
    <message>
        <source>GB18030 (Simplified Chinese Windows)</source>
        <translation>GB18030（簡體中文 Windows）</translation>
    </message>
    <message>
        <source>Windows-1252 (Portuguese and Western European Windows)</source>
        <translation>Windows-1252（葡文及西歐語文 Windows）</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>逗號（ , ）</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>分號（ ; ）</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>定位字元（Tab）</translation>
    </message>
    <message>
        <source>Import a roster: check the file</source>
        <translation>匯入學員名單：檢查檔案</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>編碼(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delimiter</source>
        <translation>分隔符號(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;First rows as they will be read</source>
        <translation>首幾行（按匯入時的讀法）(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>匯入(&amp;I)</translation>
    </message>
    <message>
        <source>{0}: read as {1}, cells separated by {2}. Check the names below; if they look wrong, pick another encoding or delimiter.</source>
        <translation>{0}：以 {1} 讀取，儲存格以{2}分隔。請檢查下面的名字；如有亂碼或錯位，請改選編碼或分隔符號。</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登入名稱</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班別</translation>
    </message>
    <message>
        <source>First PIN</source>
        <translation>首個PIN碼</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>顯示名稱</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>員工編號</translation>
    </message>
    <message>
        <source>(extra)</source>
        <translation>（多出的欄）</translation>
    </message>
    <message>
        <source>header</source>
        <translation>標題行</translation>
    </message>
    <message>
        <source>The import skips this line: it names the columns.</source>
        <translation>匯入時會略過這一行：它是各欄的名稱。</translation>
    </message>
    <message>
        <source>The file cannot be read as {0}: pick another encoding.</source>
        <translation>無法以 {0} 讀取此檔案：請改選編碼。</translation>
    </message>
</context>
<context>
    <name>RosterTab</name>
    <message>
        <source>&amp;Cohort</source>
        <translation>班別(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜尋(&amp;S)：</translation>
    </message>
    <message>
        <source>Name, display name or staff ID</source>
        <translation>名稱、顯示名稱或員工編號</translation>
    </message>
    <message>
        <source>&amp;Add trainee…</source>
        <translation>新增學員(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import CSV roster…</source>
        <translation>匯入CSV學員名單(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Reset PIN…</source>
        <translation>重設PIN碼(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Unlock sign-in</source>
        <translation>解除登入鎖定(&amp;U)</translation>
    </message>
    <message>
        <source>S&amp;taff ID…</source>
        <translation>員工編號(&amp;T)…</translation>
    </message>
    <message>
        <source>After 5 wrong PINs a trainee must wait before trying again (30 s, then twice as long after each further wrong PIN). Unlock lets the selected trainee try again at once.</source>
        <translation>學員輸錯PIN碼5次後須等待才可再試（30秒，其後每再錯一次等待時間加倍）。解除鎖定可讓所選學員立即再試。</translation>
    </message>
    <message>
        <source>Ca&amp;ncel import</source>
        <translation>取消匯入(&amp;N)</translation>
    </message>
    <message>
        <source>Sa&amp;ve the refused lines as CSV…</source>
        <translation>將被拒絕的行另存為CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Refused lines</source>
        <translation>被拒絕的行</translation>
    </message>
    <message>
        <source>Importing: %v of %m PINs set</source>
        <translation>匯入中：已設定 %v / %m 個 PIN</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登入名稱</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>顯示名稱</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班別</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>啟用</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>員工編號</translation>
    </message>
    <message>
        <source>{0} Cells separated by commas, semicolons or tabs; the file in UTF-8, UTF-16, Big5 or GB18030: what was read is shown before anything is imported.</source>
        <translation>{0}儲存格可用逗號、分號或定位字元分隔；檔案可為 UTF-8、UTF-16、Big5 或 GB18030：匯入前會先顯示讀到的內容。</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班別</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>New cohort</source>
        <translation>新班別</translation>
    </message>
    <message>
        <source>Name of the intake (e.g. 2026-12 Baccarat A)</source>
        <translation>這一期的名稱（例如 2026-12 百家樂 A）</translation>
    </message>
    <message>
        <source>Cohort {0} created.</source>
        <translation>已建立班別{0}。</translation>
    </message>
    <message>
        <source>Trainee {0} ({1}) added.</source>
        <translation>已新增學員{0}（{1}）。</translation>
    </message>
    <message>
        <source>{0} is not a CSV text file (save it from the spreadsheet as &quot;CSV UTF-8&quot;).</source>
        <translation>{0} 不是 CSV 文字檔（請在試算表程式中另存為「CSV UTF-8」）。</translation>
    </message>
    <message>
        <source>{0} is {1} KB: a roster file is at most {2} KB. Is it the right file?</source>
        <translation>{0} 有 {1} KB：名單檔案最多 {2} KB。是否選錯了檔案？</translation>
    </message>
    <message>
        <source>Line {0} of {1} is longer than any roster line ({2} bytes at most). Is it the right file?</source>
        <translation>{1} 的第 {0} 行比任何名單行都長（最多 {2} 位元組）。是否選錯了檔案？</translation>
    </message>
    <message>
        <source>Checking {0}…</source>
        <translation>正在檢查 {0}…</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s) imported.</source>
        <translation>
            <numerusform>已匯入%n名學員。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>an import&apos;s summary: the trainees imported, the lines refused</comment>
        <translation>{0}{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) refused, listed below: save them, correct them and import them again.</source>
        <translation>
            <numerusform>%n行被拒絕，列於下方：請另存、更正後再次匯入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the refused lines</source>
        <translation>儲存被拒絕的行</translation>
    </message>
    <message>
        <source>refused-lines.csv</source>
        <translation>被拒絕的行.csv</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>無法儲存{0}：{1}</translation>
    </message>
    <message>
        <source>The refused lines were saved to {0}: correct them there, then import that file.</source>
        <translation>被拒絕的行已儲存至{0}：請在該檔案中更正，然後匯入該檔案。</translation>
    </message>
    <message>
        <source>The import failed: {0}</source>
        <translation>匯入失敗：{0}</translation>
    </message>
    <message>
        <source>{0} ({1}) can sign in again now.</source>
        <translation>{0}（{1}）現在可以再次登入。</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) cleared.</source>
        <translation>已清除{0}（{1}）的員工編號。</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}), as HR knows them (empty: none):</source>
        <translation>{0}（{1}）的員工編號，以人力資源部紀錄為準（留空：沒有）：</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) saved.</source>
        <translation>已儲存{0}（{1}）的員工編號。</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>已重設{0}（{1}）的PIN碼。</translation>
    </message>
    <message>
        <source>Import a roster</source>
        <translation>匯入學員名單</translation>
    </message>
    <message>
        <source>Ne&amp;w cohort…</source>
        <translation>新班別(&amp;W)…</translation>
    </message>
    <message>
        <source>CSV roster: one trainee a line: sign-in name, cohort, first PIN (4 to 12 digits), and optionally a display name (when left out, the sign-in name is shown) and a staff ID. A header line is skipped. The cohort must already exist (create it with New cohort…) or be left empty: a line naming an unknown cohort is refused and listed with its line number, and the other lines are imported.</source>
        <translation>CSV名冊：每行一名學員：登入名稱、班別、首個PIN碼（4至12位數字），可再加顯示名稱（不填則顯示登入名稱）及員工編號。標題行會略過。班別必須已經存在（用「新班別…」建立）或留空：寫了不存在班別的行會被拒絕，並連同行號列出，其他行照常匯入。</translation>
    </message>
    <message>
        <source>{0} (sign-in locked after wrong PINs)</source>
        <translation>{0}（PIN碼錯誤次數過多，登入已鎖定）</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV檔案 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}</source>
        <translation>無法讀取{0}：{1}</translation>
    </message>
    <message>
        <source>Select a trainee first.</source>
        <translation>請先選擇一名學員。</translation>
    </message>
</context>
<context>
    <name>RosterWords</name>
    <message>
        <source>sign-in name</source>
        <translation>登入名稱</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>顯示名稱</translation>
    </message>
    <message>
        <source>cohort name</source>
        <translation>班別名稱</translation>
    </message>
    <message>
        <source>The {0} is empty.</source>
        <translation>{0}不可留空。</translation>
    </message>
    <message>
        <source>The {0} is longer than {1} characters.</source>
        <translation>{0}超過{1}個字元。</translation>
    </message>
    <message>
        <source>The {0} contains control characters.</source>
        <translation>{0}含有控制字元。</translation>
    </message>
    <message>
        <source>The {0} holds a character that cannot be stored.</source>
        <translation>{0}含有無法儲存的字元。</translation>
    </message>
    <message>
        <source>A PIN is {0} to {1} digits.</source>
        <translation>PIN碼須為{0}至{1}位數字。</translation>
    </message>
    <message>
        <source>A password has at least {0} characters.</source>
        <translation>密碼最少要有{0}個字元。</translation>
    </message>
    <message>
        <source>A password is at most {0} characters.</source>
        <translation>密碼最多只可有{0}個字元。</translation>
    </message>
    <message>
        <source>The name {0} is already taken.</source>
        <translation>名稱{0}已被使用。</translation>
    </message>
    <message>
        <source>A staff ID is at most {0} characters.</source>
        <translation>員工編號最多{0}個字元。</translation>
    </message>
    <message>
        <source>A cohort named {0} already exists.</source>
        <translation>已有名為{0}的班別。</translation>
    </message>
    <message>
        <source>There is no cohort {0}; create it first or fix the spelling.</source>
        <translation>沒有班別{0}；請先建立該班別，或更正拼寫。</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>班別{0}已封存：請先取消封存。</translation>
    </message>
    <message>
        <source>Expected name, cohort, PIN (and an optional display name and staff ID); found {0} columns.</source>
        <translation>應有名稱、班別、PIN碼（可再加顯示名稱及員工編號）；但找到{0}欄。</translation>
    </message>
    <message>
        <source>{0} appears earlier in the file.</source>
        <translation>{0}已在檔案較前位置出現。</translation>
    </message>
    <message>
        <source>This line cannot be read as CSV: a quotation mark is out of place or never closed.</source>
        <translation>此行無法以 CSV 讀取：有引號位置不對或沒有閉合。</translation>
    </message>
    <message>
        <source>Import cancelled: no trainee was added.</source>
        <translation>已取消匯入：沒有加入任何學員。</translation>
    </message>
    <message>
        <source>This account was not changed: its role, state or cohort were changed outside the app (seal check failed). Check the Audit tab, then add the account again.</source>
        <translation>帳戶沒有更改：角色、狀態或班別曾在程式以外被改動（封印核對失敗）。請查看稽核分頁，再重新加入帳戶。</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>第{0}行：{1}</translation>
    </message>
</context>
<context>
    <name>RunningModel</name>
    <message>
        <source>Desk</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩餘時間</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>最後活動</translation>
    </message>
    <message>
        <source>No sign of life from this desk since {0}: check it.</source>
        <translation>這部電腦自 {0} 起沒有任何回應：請檢查。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message numerus="yes">
        <source>Table {0} of {1} · coup {2} of {3} · %n step(s) taken</source>
        <translation>
            <numerusform>賭枱 {0} / {1} · 第 {2} / {3} 局 · 已做 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>第 {0} / {1} 題</translation>
    </message>
    <message>
        <source>{0} (+{1} min)</source>
        <translation>{0}（+{1} 分鐘）</translation>
    </message>
    <message>
        <source>{0} · desk not responding</source>
        <translation>{0} · 電腦沒有回應</translation>
    </message>
</context>
<context>
    <name>SamKongDesk</name>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>繼續 (Enter)</translation>
    </message>
</context>
<context>
    <name>SamKongDoorsPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>Answer  [Enter]</source>
        <translation>作答  [Enter]</translation>
    </message>
    <message>
        <source>Results, door 1 first (W/L/T)</source>
        <translation>結果，由第1門起（W/L/T）</translation>
    </message>
    <message>
        <source>For each door against the banker type W (wins), L (loses) or T (tie), then Enter.</source>
        <translation>每一門對莊家，輸入 W（贏）、L（輸）或 T（和），然後按 Enter。</translation>
    </message>
    <message>
        <source>Type one letter W, L or T for each of the {0} doors.</source>
        <translation>{0}門每門輸入一個字母 W、L 或 T。</translation>
    </message>
</context>
<context>
    <name>SamKongLevelPanel</name>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Answer  [Enter]</source>
        <translation>作答  [Enter]</translation>
    </message>
    <message>
        <source>Faces, then points</source>
        <translation>公數，再輸入點數</translation>
    </message>
    <message>
        <source>or pick</source>
        <translation>或選擇</translation>
    </message>
    <message>
        <source>Name the level: type the number of faces (J, Q, K) then the points — 29 is 雙公九, 05 is 無公五, 3 is 三公 — and Enter.</source>
        <translation>說出牌級：先輸入公（J、Q、K）的數目，再輸入點數 — 29 是雙公九，05 是無公五，3 是三公 — 然後按 Enter。</translation>
    </message>
    <message>
        <source>Type faces (0, 1 or 2) then points (0-9), e.g. 29; or 3 for 三公.</source>
        <translation>先輸入公數（0、1 或 2），再輸入點數（0-9），例如 29；三公則輸入 3。</translation>
    </message>
</context>
<context>
    <name>SamKongLevelWords</name>
    <message>
        <source>no faulty bets</source>
        <translation>沒有錯誤注碼</translation>
    </message>
    <message>
        <source>faulty bets {0}</source>
        <translation>錯誤注碼 {0}</translation>
    </message>
    <message>
        <source>no irregularity of the deal</source>
        <translation>派牌沒有違規情況</translation>
    </message>
    <message>
        <source>an irregularity of the deal in {0} of rounds</source>
        <translation>約 {0} 的局出現派牌違規情況</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}, {cash}.</source>
        <translation>三公百家樂賭枱：{faults}，{irregular}，{cash}。</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}.</source>
        <translation>三公百家樂賭枱：{faults}，{irregular}。</translation>
    </message>
    <message>
        <source>bettors buy in with notes and colour up when they leave</source>
        <translation>客人以現金買碼，離枱時換大碼</translation>
    </message>
    <message>
        <source>Irre&amp;gularities</source>
        <translation>派牌違規(&amp;G)</translation>
    </message>
</context>
<context>
    <name>SamKongReplayDialog</name>
    <message>
        <source>This round cannot be replayed.</source>
        <translation>這一局無法重播。</translation>
    </message>
    <message>
        <source>Round {0}, step {1} of {2}</source>
        <translation>第{0}局，第{1}步（共{2}步）</translation>
    </message>
    <message>
        <source>Round replay</source>
        <translation>重播一局</translation>
    </message>
    <message>
        <source>◀ Previous step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
</context>
<context>
    <name>SamKongWords</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>Banker</source>
        <comment>Sam Kong: the banker&apos;s hand</comment>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Cards left: {0}</source>
        <translation>餘牌：{0}</translation>
    </message>
    <message>
        <source>Burnt: {0}</source>
        <translation>已銷：{0}</translation>
    </message>
    <message>
        <source>Cut card: {0} from the end</source>
        <translation>白咭：距尾{0}張</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>和</translation>
    </message>
    <message>
        <source>{kind} {point}</source>
        <comment>Sam Kong point bet: kind, point</comment>
        <translation>{kind}{point}</translation>
    </message>
    <message>
        <source>#{bettor} {kind}</source>
        <comment>a bet on the felt: bettor, kind</comment>
        <translation>#{bettor} {kind}</translation>
    </message>
    <message>
        <source>Sam Kong · round {round} · {left} cards left</source>
        <translation>三公 · 第{round}局 · 餘{left}張牌</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>door {0}</source>
        <translation>第{0}門</translation>
    </message>
    <message>
        <source>Place the second cut card 30 to 40 cards from the end: type the count, Enter.</source>
        <translation>把第二張白咭放在距尾30至40張牌之間：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>Burn: type how many cards, Enter.</source>
        <translation>銷牌：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>Burn before the round: type how many cards, Enter.</source>
        <translation>開局前銷牌：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>Bets: R refuse the selected bet, A / X grant or refuse a change of a standing bet, N no more bets.</source>
        <translation>下注：R 拒絕所選注碼，A / X 批准或拒絕更改留枱注碼，N 停止下注。</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-8 to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>派牌，每次一張：1-8 派給該門，0 或 B 派給莊家（R 拒絕遲來的注碼）。</translation>
    </message>
    <message>
        <source>Irregular deal: K the card stays, F correct the order, V void every card dealt.</source>
        <translation>派牌違規：K 該牌有效，F 更正次序，V 所有已派的牌作廢。</translation>
    </message>
    <message>
        <source>Name the selected hand&apos;s level: faces, then points (2 9 = 雙公9; 3 = 三公).</source>
        <translation>說出所選牌的級別：先公數，後點數（2 9 = 雙公九；3 = 三公）。</translation>
    </message>
    <message>
        <source>The selected door against the banker: W wins, L loses, T ties.</source>
        <translation>所選門對莊家：W 贏，L 輸，T 和。</translation>
    </message>
    <message>
        <source>Settle: T take the selected bet; type the chips and Enter to pay; M mark commission.</source>
        <translation>結算：T 收所選注碼；輸入籌碼按 Enter 派彩；M 記佣。</translation>
    </message>
    <message>
        <source>The round with the cut card is over: S shuffle.</source>
        <translation>白咭那一局已完：S 洗牌。</translation>
    </message>
    <message>
        <source>Collect the selected commission box: type its amount, Enter.</source>
        <translation>收取所選佣金格：輸入金額，按 Enter。</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>本節已完。</translation>
    </message>
    <message>
        <source>Typed: {0}</source>
        <translation>已輸入：{0}</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>拒絕 (R)</translation>
    </message>
    <message>
        <source>No more bets (N)</source>
        <translation>停止下注 (N)</translation>
    </message>
    <message>
        <source>Grant (A)</source>
        <translation>批准 (A)</translation>
    </message>
    <message>
        <source>Refuse change (X)</source>
        <translation>拒絕更改 (X)</translation>
    </message>
    <message>
        <source>Place / burn (Enter)</source>
        <translation>放置 / 銷牌 (Enter)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>該牌有效 (K)</translation>
    </message>
    <message>
        <source>Correct (F)</source>
        <translation>更正 (F)</translation>
    </message>
    <message>
        <source>Void (V)</source>
        <translation>作廢 (V)</translation>
    </message>
    <message>
        <source>Wins (W)</source>
        <translation>贏 (W)</translation>
    </message>
    <message>
        <source>Loses (L)</source>
        <translation>輸 (L)</translation>
    </message>
    <message>
        <source>Ties (T)</source>
        <translation>和 (T)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>收注 (T)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <translation>派彩 (Enter)</translation>
    </message>
    <message>
        <source>Mark (M)</source>
        <translation>記佣 (M)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>收取 (C)</translation>
    </message>
    <message>
        <source>Shuffle (S)</source>
        <translation>洗牌 (S)</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>級別…</translation>
    </message>
    <message>
        <source>Selected: {0}</source>
        <translation>已選：{0}</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0}張</translation>
    </message>
    <message>
        <source>{hand}: {level}</source>
        <translation>{hand}：{level}</translation>
    </message>
    <message>
        <source>{hand} {result}</source>
        <translation>{hand}{result}</translation>
    </message>
    <message>
        <source>box of #{0}</source>
        <translation>#{0} 的佣金格</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. It is kept: open the Table again to deal on from this step.</source>
        <translation>這靴牌的第{0}局正在進行。這靴牌會保留：再次打開賭枱，即可由這一步繼續派牌。</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>這靴牌的第{0}局正在進行。如果離開，這靴牌就在此結束；你已完成的每一步都已儲存。</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>這靴牌的第{0}局正在進行。開新牌靴，這靴牌就在此結束；你已完成的每一步都已儲存。</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-{doors} to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>派牌，每次一張：1-{doors} 派給該門，0 或 B 派給莊家（R 拒絕遲來的注碼）。</translation>
    </message>
    <message>
        <source>The round is over: a one-deck box is shuffled after every round (art. 3): S shuffle.</source>
        <translation>這一局已完：一副牌的牌盒每局之後都要洗牌（第3條）：S 洗牌。</translation>
    </message>
    <message>
        <source>{what} {keys}</source>
        <comment>the irregularity, then the keys</comment>
        <translation>{what}{keys}</translation>
    </message>
    <message>
        <source>K the card stays, F correct the order, V void every card dealt.</source>
        <translation>K 該牌有效，F 更正次序，V 所有已派的牌作廢。</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} dealt to {hand} came out face up.</source>
        <translation>派牌違規：派給{hand}的 {card} 翻開了（牌面向上）。</translation>
    </message>
    <message>
        <source>Irregular deal: a card went to {hand} out of order; caught at once, face down.</source>
        <translation>派牌違規：一張牌不按次序派到{hand}；即時發現，牌面向下。</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} went to {hand} out of order and was seen.</source>
        <translation>派牌違規：{card} 不按次序派到{hand}，並已被看見。</translation>
    </message>
    <message>
        <source>A level is typed faces first, then points: 0, 1 or 2 faces and the points (2 9 = 雙公9), or 3 for 三公.</source>
        <translation>級別要先輸入公數，後輸入點數：0、1 或 2 個公再加點數（2 9 = 雙公九），或 3 代表三公。</translation>
    </message>
    <message>
        <source>Type how many cards from the end the second cut card goes (30 to 40), then Enter.</source>
        <translation>輸入第二張白咭放在距尾多少張牌（30至40張），然後按 Enter。</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the round.</source>
        <translation>現在不行：這不是這一局的這一步。</translation>
    </message>
    <message>
        <source>Hint: {step}</source>
        <translation>提示：{step}</translation>
    </message>
    <message>
        <source>Bettor #{0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>第{0}位離座，交來細碼：換成最少的大碼（輸入籌碼，例如 2x1k 500，按 Enter）。</translation>
    </message>
    <message>
        <source>Bettor #{0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>第{0}位用鈔票買碼：點算後輸入金額，按 Enter。</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>第{seat}位買碼{amount}，要{count} × {chip}籌碼：照給，其餘用最少籌碼（輸入籌碼，按 Enter）。</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>第{seat}位買碼{amount}：用最少籌碼找給（輸入籌碼，例如 2x1k 3x100，按 Enter）。</translation>
    </message>
    <message>
        <source>Hint: the notes of bettor #{seat} come to {amount}.</source>
        <translation>提示：第{seat}位的鈔票共{amount}。</translation>
    </message>
    <message>
        <source>Hint: give bettor #{seat} {chips}.</source>
        <translation>提示：給第{seat}位{chips}。</translation>
    </message>
    <message>
        <source>change bettor #{0}&apos;s cash first</source>
        <translation>先處理第{0}位的現金</translation>
    </message>
    <message>
        <source>Bettor #{0}: colour up</source>
        <translation>第{0}位：換大碼</translation>
    </message>
    <message>
        <source>Bettor #{0}: buy-in</source>
        <translation>第{0}位：買碼</translation>
    </message>
    <message>
        <source>bettor #{0}</source>
        <translation>第{0}位</translation>
    </message>
    <message>
        <source>place the cut card</source>
        <translation>放白咭</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>銷牌</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <source>answer the standing bet</source>
        <translation>回應留枱注碼</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>deal to</source>
        <translation>派牌給</translation>
    </message>
    <message>
        <source>answer the irregularity</source>
        <translation>處理違規情況</translation>
    </message>
    <message>
        <source>call the level</source>
        <translation>報級別</translation>
    </message>
    <message>
        <source>call the door</source>
        <translation>報門的結果</translation>
    </message>
    <message>
        <source>take</source>
        <translation>收注</translation>
    </message>
    <message>
        <source>pay</source>
        <translation>派彩</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>記佣</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>收取</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>grant</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>refuse the change</source>
        <translation>拒絕更改</translation>
    </message>
    <message>
        <source>the bet stands</source>
        <translation>注碼留枱</translation>
    </message>
    <message>
        <source>the card stays</source>
        <translation>該牌有效</translation>
    </message>
    <message>
        <source>correct the order</source>
        <translation>更正次序</translation>
    </message>
    <message>
        <source>void every card dealt</source>
        <translation>所有已派的牌作廢</translation>
    </message>
    <message>
        <source>take every losing bet before paying</source>
        <translation>先收齊所有輸的注碼，然後才派彩</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>準確率：{0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}：{total}次中{right}次正確</translation>
    </message>
    <message>
        <source>Rounds per hour: {rate} (target {target})</source>
        <translation>每小時局數：{rate}（目標 {target}）</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>每次派彩的中位時間：{0} 秒</translation>
    </message>
    <message numerus="yes">
        <source>Void rounds (art. 2): %n, every bet returned</source>
        <translation>
            <numerusform>作廢的局（第二條）：%n，所有注碼退回</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>錯誤：{0}</translation>
    </message>
    <message>
        <source>Round {round}: {seconds} s.</source>
        <translation>第{round}局：{seconds} 秒。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>沒有錯誤。</translation>
    </message>
    <message>
        <source>Round {round}, step {number}: {feedback}</source>
        <translation>第{round}局，第{number}步：{feedback}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a step</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>a banker 三公 leaves odd and even standing: the bet stays</source>
        <translation>莊家三公，單雙和局：注碼保留</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the odd bet wins</source>
        <translation>莊家{points}點是單數：買單贏</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the odd bet loses</source>
        <translation>莊家{points}點是雙數：買單輸</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the even bet wins</source>
        <translation>莊家{points}點是雙數：買雙贏</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the even bet loses</source>
        <translation>莊家{points}點是單數：買雙輸</translation>
    </message>
    <message>
        <source>the banker has 三公: the 三公 bet wins</source>
        <translation>莊家是三公：三公注贏</translation>
    </message>
    <message>
        <source>the banker has no 三公: the 三公 bet loses</source>
        <translation>莊家不是三公：三公注輸</translation>
    </message>
    <message>
        <source>the banker has {points} points, the point chosen: the point bet wins</source>
        <translation>莊家{points}點，正是所選點數：點數注贏</translation>
    </message>
    <message>
        <source>a banker 三公 has no point total: the point bet on {point} loses</source>
        <translation>莊家三公不計點數：買{point}點的點數注輸</translation>
    </message>
    <message>
        <source>the banker has {points} points, not the {point} chosen: the point bet loses</source>
        <translation>莊家{points}點，不是所選的{point}點：點數注輸</translation>
    </message>
    <message>
        <source>door {door} has the banker&apos;s level: the tie bet wins</source>
        <translation>第{door}門與莊家同級：和局注贏</translation>
    </message>
    <message>
        <source>door {door}&apos;s level is not the banker&apos;s: the tie bet loses</source>
        <translation>第{door}門與莊家不同級：和局注輸</translation>
    </message>
    <message>
        <source>{facts}.</source>
        <comment>the rule&apos;s facts as a sentence</comment>
        <translation>{facts}。</translation>
    </message>
    <message>
        <source>The shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>切牌</translation>
    </message>
    <message>
        <source>The burn</source>
        <translation>銷牌</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>Faulty bet</source>
        <translation>錯誤投注</translation>
    </message>
    <message>
        <source>A standing bet</source>
        <translation>留枱注碼</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>派牌</translation>
    </message>
    <message>
        <source>The order of taking and paying</source>
        <translation>收注與派彩的次序</translation>
    </message>
    <message>
        <source>The irregularity</source>
        <translation>違規情況</translation>
    </message>
    <message>
        <source>The level</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>The door&apos;s result</source>
        <translation>門的結果</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>收注</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>派彩</translation>
    </message>
    <message>
        <source>Marking commission</source>
        <translation>記佣金</translation>
    </message>
    <message>
        <source>Collecting a box</source>
        <translation>收取佣金格</translation>
    </message>
    <message>
        <source>{verb} at door {door} first</source>
        <translation>先在第{door}門{verb}</translation>
    </message>
    <message>
        <source>{low} to {high} cards from the end</source>
        <translation>距尾{low}至{high}張牌</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the end</source>
        <translation>
            <numerusform>距尾%n張牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n張牌</numerusform>
        </translation>
    </message>
    <message>
        <source>The second cut card goes 30 to 40 cards from the end of the shoe.</source>
        <translation>第二張白咭放在距牌靴尾30至40張牌之間。</translation>
    </message>
    <message>
        <source>After the shuffle, burn as many cards as there are decks; with a shoe, burn one more card before each later round.</source>
        <translation>洗牌後，銷牌張數等於牌的副數；用牌靴時，之後每局開始前再銷一張牌。</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}：正確。</translation>
    </message>
    <message>
        <source>{text} ({article})</source>
        <comment>a right step and its article</comment>
        <translation>{text}（{article}）</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}：不正確。請做正確的步驟。</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}：錯誤。正確：{expected}。你：{given}。</translation>
    </message>
</context>
<context>
    <name>ScheduleSettingsTab</name>
    <message>
        <source>A cohort without its own settings follows the school&apos;s default. Reviews are rated by the answer: wrong, right but slower than the target time, at pace, or within half the target.</source>
        <translation>未有自行設定的班別會沿用學校的預設值。每次溫習按作答評分：答錯、答對但慢過目標時間、合乎節奏，或在目標時間一半之內完成。</translation>
    </message>
    <message>
        <source>Desired &amp;retention (%):</source>
        <translation>目標記憶保持率(&amp;R)（%）：</translation>
    </message>
    <message>
        <source>The share of reviews a trainee should still answer right, 70 to 97. Higher means more reviews, sooner.</source>
        <translation>學員溫習時仍應答對的比例，70 至 97。數值愈高，溫習愈密、愈早。</translation>
    </message>
    <message>
        <source>Settings f&amp;or:</source>
        <translation>設定對象(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Daily goal:</source>
        <translation>每日目標(&amp;D)：</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>題作答</translation>
    </message>
    <message>
        <source>minutes of practice</source>
        <translation>分鐘練習</translation>
    </message>
    <message>
        <source>Target answer time (seconds, 0.5 to 120)</source>
        <translation>目標作答時間（秒，0.5 至 120）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>School default</source>
        <translation>學校預設</translation>
    </message>
    <message>
        <source>Type the daily goal as a whole number.</source>
        <translation>請以整數輸入每日目標。</translation>
    </message>
    <message>
        <source>Saved for {0}.</source>
        <translation>已為 {0} 儲存。</translation>
    </message>
    <message>
        <source>A daily goal is {0} to {1}.</source>
        <translation>每日目標為 {0} 至 {1}。</translation>
    </message>
    <message>
        <source>Type the desired retention as a per cent from {0} to {1}, e.g. 90.</source>
        <translation>請以百分比輸入目標記憶保持率，{0} 至 {1}，例如 90。</translation>
    </message>
    <message>
        <source>Type the target time for {0} in seconds, from {1} to {2}.</source>
        <translation>請以秒輸入「{0}」的目標時間，{1} 至 {2}。</translation>
    </message>
</context>
<context>
    <name>SchoolServer</name>
    <message>
        <source>This enrolment code has already been used. Ask an instructor for a new one.</source>
        <translation>這個登記碼已經用過。請向導師索取新的登記碼。</translation>
    </message>
    <message>
        <source>This enrolment code has expired. Ask an instructor for a new one.</source>
        <translation>這個登記碼已經過期。請向導師索取新的登記碼。</translation>
    </message>
    <message>
        <source>The school server made no such enrolment code. Check what you typed, or ask an instructor for a new one.</source>
        <translation>學校伺服器沒有產生過這個登記碼。請檢查輸入內容，或向導師索取新的登記碼。</translation>
    </message>
    <message>
        <source>The server at {server} is not the one with this fingerprint: nothing was sent to it. Check the fingerprint the school server shows when it starts.</source>
        <translation>{server} 的伺服器並非具有這個指紋的伺服器：沒有向它傳送任何資料。請核對學校伺服器啟動時顯示的指紋。</translation>
    </message>
    <message>
        <source>The school server at {server} did not answer. Check the address, and that the server is running.</source>
        <translation>{server} 的學校伺服器沒有回應。請檢查位址，並確認伺服器正在運行。</translation>
    </message>
    <message>
        <source>The school server&apos;s address starts with https://.</source>
        <translation>學校伺服器的位址以 https:// 開頭。</translation>
    </message>
    <message>
        <source>Dealer Trainer — first start</source>
        <translation>Dealer Trainer — 首次啟動</translation>
    </message>
    <message>
        <source>Where does this desk keep the school?</source>
        <translation>這部電腦的學校資料存放在哪裡？</translation>
    </message>
    <message>
        <source>On this computer: for self-study, or a school of one desk. On a school server: the desks of a school share it, and no desk holds the database.</source>
        <translation>存放在這部電腦：適合自學，或只有一部電腦的學校。存放在學校伺服器：全校電腦共用，任何電腦都不保存資料庫。</translation>
    </message>
    <message>
        <source>On this &amp;computer</source>
        <translation>存放在這部電腦(&amp;C)</translation>
    </message>
    <message>
        <source>Use a &amp;school server…</source>
        <translation>使用學校伺服器(&amp;S)…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Use a school server</source>
        <translation>使用學校伺服器</translation>
    </message>
    <message>
        <source>The school server no longer knows this desk (an instructor revoked it, or the server&apos;s database was replaced). Ask an instructor for a new enrolment code.</source>
        <translation>學校伺服器已不再認得這部電腦（導師已撤銷它，或伺服器的資料庫已更換）。請向導師索取新的登記碼。</translation>
    </message>
</context>
<context>
    <name>SectionRow</name>
    <message>
        <source>{0} (deleted)</source>
        <translation>{0}（已刪除）</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>賭枱：</translation>
    </message>
    <message>
        <source>Each deal is dealt at one of the ticked tables (Space ticks). None ticked: the drill&apos;s own tables.</source>
        <translation>每局在其中一張已勾選的賭枱發牌（按空白鍵勾選）。全部不勾選：用練習本身的賭枱。</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>This desk uses the school server {server} as the desk “{desk}”.
Certificate fingerprint: {fingerprint}</source>
        <translation>這部電腦以「{desk}」的身分使用學校伺服器 {server}。
憑證指紋：{fingerprint}</translation>
    </message>
    <message>
        <source>This desk is enrolled with the school server {server} as the desk “{desk}”; it opens on it at the next start.</source>
        <translation>這部電腦已以「{desk}」的身分登記到學校伺服器 {server}；下次啟動時會連到該伺服器。</translation>
    </message>
    <message>
        <source>This desk keeps the school in its own database ({location}).</source>
        <translation>這部電腦把學校資料存放在自己的資料庫（{location}）。</translation>
    </message>
    <message>
        <source>Leave the school server</source>
        <translation>離開學校伺服器</translation>
    </message>
    <message>
        <source>The school&apos;s desks</source>
        <translation>學校的電腦</translation>
    </message>
    <message>
        <source>&amp;Use a school server…</source>
        <translation>使用學校伺服器(&amp;U)…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the school server</source>
        <translation>離開學校伺服器(&amp;V)</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>New enrolment &amp;code…</source>
        <translation>新登記碼(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Revoke the desk</source>
        <translation>撤銷這部電腦(&amp;R)</translation>
    </message>
    <message>
        <source>Enrolled. Start Dealer Trainer again to open on the school server.</source>
        <translation>已登記。請重新啟動 Dealer Trainer，以連到學校伺服器。</translation>
    </message>
    <message>
        <source>This desk forgets the school server and its enrolment. To use the server again, an instructor makes a new enrolment code. Leave?</source>
        <translation>這部電腦會忘記學校伺服器及其登記。要再次使用伺服器，需由導師產生新的登記碼。確定離開？</translation>
    </message>
    <message>
        <source>Left. Start Dealer Trainer again: it opens the database on this computer.</source>
        <translation>已離開。請重新啟動 Dealer Trainer：它會開啟這部電腦上的資料庫。</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>已撤銷</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>已登記</translation>
    </message>
    <message>
        <source>Waiting for its code</source>
        <translation>等待輸入登記碼</translation>
    </message>
    <message>
        <source>New enrolment code</source>
        <translation>新登記碼</translation>
    </message>
    <message>
        <source>The new desk&apos;s name (e.g. Room 2 desk 5):</source>
        <translation>新電腦的名稱（例如：2 號室 5 號電腦）：</translation>
    </message>
    <message>
        <source>Enrolment code for “{desk}”: {code} (once, until {time}, Macau time)</source>
        <translation>「{desk}」的登記碼：{code}（只可使用一次，有效至澳門時間 {time}）</translation>
    </message>
    <message>
        <source>Revoke the desk</source>
        <translation>撤銷這部電腦</translation>
    </message>
    <message>
        <source>The desk “{0}” is refused from now on and whoever is signed in there is signed out (a sitting running there waits for a proctor). To use it again, an instructor makes a new enrolment code. Revoke?</source>
        <translation>由現在起，電腦「{0}」會被拒絕，在那裡登入的人會被登出（在那裡進行中的考試會等待監考人）。如要再次使用，須由導師發出新的登記碼。要撤銷嗎？</translation>
    </message>
</context>
<context>
    <name>ServerWait</name>
    <message>
        <source>School server</source>
        <translation>學校伺服器</translation>
    </message>
    <message>
        <source>Stop waiting gives this request up: the screen then says what was not saved, and an answer is sent again by itself when the server answers.</source>
        <translation>「停止等待」會放棄這次請求：畫面隨即說明哪些未儲存；答案會在伺服器回應後自動再送出。</translation>
    </message>
    <message>
        <source>&amp;Stop waiting</source>
        <translation>停止等待(&amp;S)</translation>
    </message>
    <message>
        <source>The school server {server} has not answered for {seconds} s. Waiting for it…</source>
        <translation>學校伺服器 {server} 已有 {seconds} 秒沒有回應。正在等待…</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Cohorts and trainees</source>
        <translation>班別及學員</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>賭枱設定</translation>
    </message>
    <message>
        <source>Reviews and daily goal</source>
        <translation>溫習與每日目標</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>帳戶</translation>
    </message>
    <message>
        <source>School server</source>
        <translation>學校伺服器</translation>
    </message>
</context>
<context>
    <name>ShoePanel</name>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Type a number, digits only (e.g. 8).</source>
        <translation>請輸入數字，只限數字（例如 8）。</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>請選擇一個答案。</translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培訓</translation>
    </message>
    <message>
        <source>Sign in with your name and your PIN or password.</source>
        <translation>請用你的名稱及PIN碼或密碼登入。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;PIN or password</source>
        <translation>PIN碼或密碼(&amp;P)</translation>
    </message>
    <message>
        <source>Sign in  (Enter)</source>
        <translation>登入  (Enter)</translation>
    </message>
    <message>
        <source>Enter your name and your PIN or password.</source>
        <translation>請輸入你的名稱及PIN碼或密碼。</translation>
    </message>
    <message>
        <source>Too many wrong tries for this name: wait {0} s and try again, or ask an instructor to unlock it. For an instructor&apos;s account, see &quot;Locked out&quot; in the README.</source>
        <translation>此名稱的錯誤嘗試次數過多：請等待{0}秒後再試，或請導師解除鎖定。導師帳戶請參閱 README 的「Locked out」一節。</translation>
    </message>
    <message>
        <source>That name and PIN or password do not match.</source>
        <translation>名稱與PIN碼或密碼不符。</translation>
    </message>
    <message>
        <source>This name holds a character that cannot be used.</source>
        <translation>此名稱含有無法使用的字元。</translation>
    </message>
    <message>
        <source>This account is deactivated: it cannot sign in. Ask an instructor to reactivate it.</source>
        <translation>這個帳戶已停用：不能登入。請導師重新啟用。</translation>
    </message>
    <message>
        <source>This account&apos;s instructor or proctor role cannot be verified with the exam seal, so it cannot sign in. An instructor who holds the seal must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>這個帳戶的導師或監考人身分無法以考試封印核實，所以不能登入。須由持有封印的導師為其登記（考試畫面，登記導師…）。</translation>
    </message>
    <message>
        <source>The school server does not take this desk: it is not enrolled, or an instructor revoked it. Start Dealer Trainer again to enrol it with a new code.</source>
        <translation>學校伺服器不接受這部電腦：它尚未登記，或已被導師撤銷。請重新啟動 Dealer Trainer，用新的登記碼登記。</translation>
    </message>
    <message>
        <source>The database cannot be used: {0}</source>
        <translation>無法使用資料庫：{0}</translation>
    </message>
</context>
<context>
    <name>SittingPresenter</name>
    <message>
        <source>The sitting has ended and is kept on the school server, but its result could not be read ({0}). It is asked for again by itself.</source>
        <translation>考試已結束，並保存在學校伺服器上，但無法讀取結果（{0}）。系統會自動再讀取一次。</translation>
    </message>
    <message>
        <source>Your answer could not be saved ({0}). Nothing was lost: answer again, or call the proctor.</source>
        <translation>你的答案無法儲存（{0}）。沒有遺失任何資料：請再作答，或通知監考人。</translation>
    </message>
</context>
<context>
    <name>SittingView</name>
    <message>
        <source>Question {0} of {1} · {2} · question {3} of {4}</source>
        <translation>第{0}題（共{1}題）· {2} · 第{3}題（共{4}題）</translation>
    </message>
    <message>
        <source>Time left {0}</source>
        <translation>尚餘時間{0}</translation>
    </message>
    <message>
        <source>This question {0}</source>
        <translation>本題{0}</translation>
    </message>
    <message>
        <source>{0} · coup {1} of {2}</source>
        <translation>{0} · 第 {1} 局（共 {2} 局）</translation>
    </message>
    <message>
        <source>{0} · round {1} of {2}</source>
        <translation>{0} · 第 {1} 局（共 {2} 局）</translation>
    </message>
    <message>
        <source>{0} min added by a proctor</source>
        <translation>監考人加時 {0} 分鐘</translation>
    </message>
    <message>
        <source>Exam: no hints and no feedback until the end. Answer with the keys shown on each question; at a table, with the Table screen&apos;s keys.</source>
        <translation>考試：完結前不設提示，亦不顯示對錯。請按每題顯示的按鍵作答；在賭枱上，按「賭枱」畫面的按鍵操作。</translation>
    </message>
    <message>
        <source>Hand in early…</source>
        <translation>提早交卷…</translation>
    </message>
    <message>
        <source>Hand in now? Unanswered questions count wrong.</source>
        <translation>現在交卷？未作答的題目當答錯論。</translation>
    </message>
    <message>
        <source>Yes, hand in</source>
        <translation>是，交卷</translation>
    </message>
    <message>
        <source>No, go on</source>
        <translation>否，繼續</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <source>Add a proctor</source>
        <translation>新增監考人</translation>
    </message>
    <message>
        <source>Add an instructor</source>
        <translation>新增導師</translation>
    </message>
    <message>
        <source>A proctor starts, resumes and ends exam sittings; they cannot change blueprints, rosters or results.</source>
        <translation>監考人負責開始、繼續及結束考試；不能更改考試藍本、名冊或成績。</translation>
    </message>
    <message>
        <source>An instructor manages everything, as you do.</source>
        <translation>導師可以管理一切，與你相同。</translation>
    </message>
    <message>
        <source>at least 6 characters</source>
        <translation>最少6個字元</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登入名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>顯示名稱(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密碼(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Repeat the password</source>
        <translation>再輸入密碼(&amp;R)</translation>
    </message>
    <message>
        <source>The two passwords differ: type the password again.</source>
        <translation>兩次輸入的密碼不同：請再輸入密碼。</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Dealer Trainer — database problem</source>
        <translation>荷官培訓 — 資料庫問題</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Dealer Trainer cannot write to {path}: it is read-only (no permission to write there, or a read-only disk). Every answer is saved as it is given, so the app cannot work from there.</source>
        <translation>荷官培訓無法寫入 {path}：該處是唯讀的（沒有寫入權限，或是唯讀磁碟）。每個答案作答時都要即時儲存，所以程式無法在該處運作。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full. Every answer is saved as it is given, and nothing can be saved there now. Free some space, then try again.</source>
        <translation>存放 {path} 的磁碟已滿。每個答案作答時都要即時儲存，而現在該處無法儲存任何資料。請騰出一些空間，然後再試一次。</translation>
    </message>
    <message>
        <source>{path} is a file, but Dealer Trainer needs a folder there for its data.</source>
        <translation>{path} 是一個檔案，但荷官培訓需要該處是一個資料夾來存放資料。</translation>
    </message>
    <message>
        <source>{path} is a folder, but it should be the database file.</source>
        <translation>{path} 是一個資料夾，但它應該是資料庫檔案。</translation>
    </message>
    <message>
        <source>Dealer Trainer — data folder problem</source>
        <translation>荷官培訓 — 資料夾問題</translation>
    </message>
    <message>
        <source>The data folder {path} cannot be used.</source>
        <translation>無法使用資料夾 {path}。</translation>
    </message>
    <message>
        <source>Dealer Trainer keeps its database, settings and log in this folder. Choose another folder, or fix this one and try again.</source>
        <translation>荷官培訓把資料庫、設定及記錄檔存放在這個資料夾。請選擇另一個資料夾，或修正這個資料夾後再試一次。</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>選擇另一個資料夾…</translation>
    </message>
    <message>
        <source>Choose a folder for Dealer Trainer&apos;s data</source>
        <translation>選擇存放荷官培訓資料的資料夾</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培訓</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Waiting for it…</source>
        <translation>資料庫正忙：另一個程式正在寫入。正在等候…</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school server: its server support is not installed ({detail}).</source>
        <translation>這份 Dealer Trainer 不能使用學校伺服器：未安裝伺服器支援（{detail}）。</translation>
    </message>
    <message>
        <source>The school server {server} did not answer, or its certificate is not the one given by --server-pin. Check the address and the fingerprint, or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>學校伺服器 {server} 沒有回應，或其證書與 --server-pin 所給的不符。請檢查地址和指紋，或向學校的資訊科技人員查詢伺服器是否正在運行。</translation>
    </message>
    <message>
        <source>{server} is not a Dealer Trainer school server, or it failed to answer. Ask the school&apos;s IT staff.</source>
        <translation>{server} 不是 Dealer Trainer 的學校伺服器，或未能回應。請向學校的資訊科技人員查詢。</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted, and the database file is missing:

{path}</source>
        <translation>資料庫還原被中斷，資料庫檔案不見了：

{path}</translation>
    </message>
    <message>
        <source>The school&apos;s database from before the restore is kept as:

{aside}

Put it back to continue as before the restore; you can restore the backup again afterwards. No new, empty school is started.</source>
        <translation>還原之前的學校資料庫保存在：

{aside}

把它放回原處，即可回到還原之前的狀態；之後可以再還原一次備份。不會建立新的空白學校。</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>放回原處</translation>
    </message>
    <message>
        <source>The database file is empty (0 bytes):

{path}</source>
        <translation>資料庫檔案是空的（0 位元組）：

{path}</translation>
    </message>
    <message>
        <source>It may have been cut short by a full disk, an interrupted copy or a crash: the school&apos;s data is not in it. Restore a backup, or choose another file. Start a new school only if this is a new installation (the empty file is kept aside, not deleted).</source>
        <translation>檔案可能因磁碟已滿、複製中斷或當機而被截斷：學校的資料不在其中。請還原備份，或選擇另一個檔案。只有在這是全新安裝時才開設新學校（空檔案會放在一旁，不會刪除）。</translation>
    </message>
    <message>
        <source>Start a new school</source>
        <translation>開設新學校</translation>
    </message>
    <message>
        <source>The database file cannot be read: it is damaged or is not a Dealer Trainer database.

{path}</source>
        <translation>無法讀取資料庫檔案：檔案已損壞，或不是荷官培訓的資料庫。

{path}</translation>
    </message>
    <message>
        <source>You can keep the damaged file aside (it is renamed, never deleted) and start with a fresh database, or open another file.</source>
        <translation>你可以把損壞的檔案放在一旁（只會改名，絕不刪除），然後用新的資料庫開始，或開啟另一個檔案。</translation>
    </message>
    <message>
        <source>Keep it aside and start fresh</source>
        <translation>放在一旁，重新開始</translation>
    </message>
    <message>
        <source>Choose another file…</source>
        <translation>選擇另一個檔案…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試一次</translation>
    </message>
    <message>
        <source>The database file cannot be opened.

{path}</source>
        <translation>無法開啟資料庫檔案。

{path}</translation>
    </message>
    <message>
        <source>A backup is being restored into this database on another desk. Try again when it is done.</source>
        <translation>另一部電腦正把備份還原到這個資料庫。請待完成後再試。</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Dealer Trainer tried again for a few seconds.</source>
        <translation>資料庫正忙：另一個程式正在寫入。荷官培訓已重試了數秒。</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school&apos;s database server: its PostgreSQL driver (psycopg) is not installed.</source>
        <translation>此 Dealer Trainer 無法使用學校的資料庫伺服器：未安裝其 PostgreSQL 驅動程式（psycopg）。</translation>
    </message>
    <message>
        <source>Ask whoever installed Dealer Trainer to add PostgreSQL support (dealer-trainer[postgresql]), or start it without a database address (--db) to use the database on this computer.</source>
        <translation>請聯絡安裝 Dealer Trainer 的人員加裝 PostgreSQL 支援（dealer-trainer[postgresql]），或不帶資料庫地址（--db）啟動，以使用本機的資料庫。</translation>
    </message>
    <message>
        <source>This database was written by a newer version of Dealer Trainer. Please update the app.

{detail}</source>
        <translation>這個資料庫由較新版本的荷官培訓寫入。請更新程式。

{detail}</translation>
    </message>
    <message>
        <source>The database cannot be opened.

{detail}</source>
        <translation>無法開啟資料庫。

{detail}</translation>
    </message>
    <message>
        <source>Choose a Dealer Trainer database</source>
        <translation>選擇荷官培訓資料庫</translation>
    </message>
    <message>
        <source>Dealer Trainer database (*.sqlite3 *.db);;All files (*)</source>
        <translation>荷官培訓資料庫 (*.sqlite3 *.db);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <source>The school server {server} cannot be reached: it did not answer. Try again in a moment.</source>
        <translation>無法連線到學校伺服器 {server}：它沒有回應。請稍後再試。</translation>
    </message>
    <message>
        <source>The school&apos;s database server cannot be reached: it did not answer.</source>
        <translation>無法連接學校的資料庫伺服器：伺服器沒有回應。</translation>
    </message>
    <message>
        <source>The school&apos;s database server {server} cannot be reached: it did not answer.</source>
        <translation>無法連接學校的資料庫伺服器 {server}：伺服器沒有回應。</translation>
    </message>
    <message>
        <source>The database server {server} refused the sign-in of user {user}: the user name or the password in the database address is wrong, or the server does not accept this computer.</source>
        <translation>資料庫伺服器 {server} 拒絕了用戶 {user} 的登入：資料庫地址中的用戶名稱或密碼不正確，或伺服器不接受這部電腦。</translation>
    </message>
    <message>
        <source>The database server {server} has no database named {database}.</source>
        <translation>資料庫伺服器 {server} 上沒有名為 {database} 的資料庫。</translation>
    </message>
    <message>
        <source>User {user} has no permission to use the database {database} on the server {server}.</source>
        <translation>用戶 {user} 沒有權限使用伺服器 {server} 上的資料庫 {database}。</translation>
    </message>
    <message>
        <source>The database server {server} refused the connection.</source>
        <translation>資料庫伺服器 {server} 拒絕了連接。</translation>
    </message>
    <message>
        <source>Check the network cable or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>請檢查網絡線，或向學校的資訊科技人員查詢伺服器是否正在運作。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff for the right user name and password, and start Dealer Trainer with the corrected database address (--db).</source>
        <translation>請向學校的資訊科技人員索取正確的用戶名稱及密碼，然後以更正後的資料庫地址（--db）啟動 Dealer Trainer。</translation>
    </message>
    <message>
        <source>Check the database name in the address (--db), or ask the school&apos;s IT staff which database Dealer Trainer uses.</source>
        <translation>請檢查地址（--db）中的資料庫名稱，或向學校的資訊科技人員查詢 Dealer Trainer 使用哪個資料庫。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff to give this user the right to connect to the database and to create and use its tables.</source>
        <translation>請學校的資訊科技人員給予此用戶連接資料庫以及建立和使用其資料表的權限。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff.</source>
        <translation>請向學校的資訊科技人員查詢。</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Live updates</source>
        <translation>即時更新</translation>
    </message>
    <message>
        <source>Backup and restore</source>
        <translation>備份及還原</translation>
    </message>
    <message>
        <source>Moving the school</source>
        <translation>搬移學校資料</translation>
    </message>
    <message>
        <source>The audit log</source>
        <translation>審計紀錄</translation>
    </message>
    <message>
        <source>The roster</source>
        <translation>學員名冊</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>功課</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>The Table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>Review schedules</source>
        <translation>複習安排</translation>
    </message>
    <message>
        <source>The daily goal</source>
        <translation>每日目標</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>賭枱設定</translation>
    </message>
    <message>
        <source>This part of the app</source>
        <translation>應用程式的這部分</translation>
    </message>
    <message>
        <source>{feature} is not available over the school server yet. Use it at a desk that opens the school&apos;s database.</source>
        <translation>經學校伺服器暫時未能使用{feature}。請在直接開啟學校資料庫的電腦上使用。</translation>
    </message>
    <message>
        <source>The database was replaced on another desk (a backup was restored there) or moved, so nothing more is saved on this desk. Close Dealer Trainer and start it again.</source>
        <translation>資料庫已在另一部電腦被取代（那裏還原了備份）或被移走，所以這部電腦不會再儲存任何內容。請關閉 Dealer Trainer 再重新開啟。</translation>
    </message>
    <message>
        <source>Only an instructor can see or change this.</source>
        <translation>只有導師可以查看或更改這項內容。</translation>
    </message>
    <message>
        <source>A trainee can only see their own records.</source>
        <translation>學員只可查看自己的記錄。</translation>
    </message>
    <message>
        <source>This account has changed or is no longer active. Sign in again.</source>
        <translation>此帳戶已更改或已停用。請重新登入。</translation>
    </message>
    <message>
        <source>The school server no longer takes this desk (an instructor revoked it): nothing more is saved here. Ask an instructor.</source>
        <translation>學校伺服器已不再接受這部電腦（導師已撤銷它）：這裡不會再儲存任何資料。請通知導師。</translation>
    </message>
    <message>
        <source>Your sign-in on the school server has ended. Sign in again.</source>
        <translation>你在學校伺服器的登入已結束。請重新登入。</translation>
    </message>
    <message>
        <source>You are not allowed to see or change this.</source>
        <translation>你無權查看或更改這項內容。</translation>
    </message>
    <message>
        <source>The name and password do not match. Sign in again.</source>
        <translation>名稱與密碼不符。請重新登入。</translation>
    </message>
    <message>
        <source>The file cannot be written there (no such folder, no permission, or the disk is full):
{0}</source>
        <translation>無法在該處寫入檔案（沒有此資料夾、沒有權限，或磁碟已滿）：
{0}</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it). Try again in a moment.</source>
        <translation>資料庫正忙（另一個程式正在寫入）。請稍後再試。</translation>
    </message>
    <message>
        <source>The database file cannot be read or written (no permission, or the disk is full).</source>
        <translation>無法讀取或寫入資料庫檔案（沒有權限，或磁碟已滿）。</translation>
    </message>
    <message>
        <source>The database file is damaged. Ask an instructor to restore a backup.</source>
        <translation>資料庫檔案已損壞。請導師還原備份。</translation>
    </message>
    <message>
        <source>The database refused a value that is not valid.</source>
        <translation>資料庫拒絕了一個無效的值。</translation>
    </message>
    <message>
        <source>The database could not do that. Try again; if it happens again, the log has the details.</source>
        <translation>資料庫無法完成這項操作。請再試一次；如再次發生，詳情見記錄檔。</translation>
    </message>
    <message>
        <source>A file could not be read or written: {0}</source>
        <translation>無法讀取或寫入檔案：{0}</translation>
    </message>
    <message>
        <source>That could not be done; the log has the details.</source>
        <translation>無法完成這項操作；詳情見記錄檔。</translation>
    </message>
    <message>
        <source>Something went wrong; the log has the details.</source>
        <translation>出現問題；詳情見記錄檔。</translation>
    </message>
</context>
<context>
    <name>TableCharts</name>
    <message>
        <source>Sam Kong Table</source>
        <translation>三公百家樂賭枱</translation>
    </message>
    <message>
        <source>Sam Kong Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>三公百家樂賭枱：每個步驟的準確率（%；藍色：金額正確但籌碼不是最少）</translation>
    </message>
    <message>
        <source>Sam Kong Table: rounds per hour</source>
        <translation>三公百家樂賭枱：每小時局數</translation>
    </message>
    <message>
        <source>rounds/h</source>
        <translation>局/小時</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>百家樂賭枱</translation>
    </message>
    <message>
        <source>Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>賭枱：每個步驟的準確率（%；藍色：金額正確但籌碼不是最少）</translation>
    </message>
    <message>
        <source>Table: coups per hour</source>
        <translation>賭枱：每小時局數</translation>
    </message>
    <message>
        <source>coups/h</source>
        <translation>局/小時</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <comment>a Table step kind recorded only when wrong: its count, not a share</comment>
        <translation>
            <numerusform>錯誤 %n 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableProfilesTab</name>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>M&amp;inimum bet (HK$)</source>
        <translation>最低注碼（港元）(&amp;I)</translation>
    </message>
    <message>
        <source>Ma&amp;ximum bet (HK$)</source>
        <translation>最高注碼（港元）(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Commission</source>
        <translation>佣金(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rounding of commission</source>
        <translation>佣金進位方式(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;mallest chip (HK$)</source>
        <translation>最小籌碼（港元）(&amp;M)</translation>
    </message>
    <message>
        <source>Deduct 5% at payout</source>
        <translation>派彩時扣5%</translation>
    </message>
    <message>
        <source>Mark in the commission box</source>
        <translation>記在佣金格</translation>
    </message>
    <message>
        <source>Exact (cents)</source>
        <translation>準確（計到仙）</translation>
    </message>
    <message>
        <source>Down to the smallest chip</source>
        <translation>向下調至最小籌碼</translation>
    </message>
    <message>
        <source>Up to the smallest chip</source>
        <translation>向上調至最小籌碼</translation>
    </message>
    <message>
        <source>&amp;Save profile</source>
        <translation>儲存設定(&amp;S)</translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation>請為設定命名。</translation>
    </message>
    <message>
        <source>table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>Chip s&amp;et (HK$, e.g. 5, 25, 1,000)</source>
        <translation>籌碼組合（港元，例如 5, 25, 1,000）(&amp;E)</translation>
    </message>
    <message>
        <source>Take-and-pay &amp;order</source>
        <translation>收賠次序(&amp;O)</translation>
    </message>
    <message>
        <source>Chips of a pa&amp;yout</source>
        <translation>派彩籌碼(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;After a tie (art. 12)</source>
        <translation>和局之後（第12條）(&amp;A)</translation>
    </message>
    <message>
        <source>Pace target (co&amp;ups an hour)</source>
        <translation>速度目標（每小時局數）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Tie bet limits (HK$)</source>
        <translation>和局注碼限額（港元）(&amp;T)</translation>
    </message>
    <message>
        <source>Luc&amp;ky 6 bet limits (HK$)</source>
        <translation>幸運6注碼限額（港元）(&amp;K)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>{0} minimum</source>
        <translation>{0}最低</translation>
    </message>
    <message>
        <source>{0} maximum</source>
        <translation>{0}最高</translation>
    </message>
    <message>
        <source>Right to left (highest seat first)</source>
        <translation>由右至左（最大座號先）</translation>
    </message>
    <message>
        <source>Left to right (seat 1 first)</source>
        <translation>由左至右（1號座先）</translation>
    </message>
    <message>
        <source>Fewest chips</source>
        <translation>最少籌碼</translation>
    </message>
    <message>
        <source>The amount only (typed as an amount)</source>
        <translation>只計金額（以金額輸入）</translation>
    </message>
    <message>
        <source>Colour for colour (match the stake&apos;s chips)</source>
        <translation>同色派彩（按注碼籌碼配對）</translation>
    </message>
    <message>
        <source>Push only</source>
        <translation>只作和局退回</translation>
    </message>
    <message>
        <source>Keep, withdraw or change</source>
        <translation>保留、收回或更改</translation>
    </message>
    <message>
        <source>Increase only (SJM)</source>
        <translation>只可加注（澳博）</translation>
    </message>
    <message>
        <source>The commission rate must be between 0 and 1.</source>
        <translation>佣金率必須介乎0與1之間。</translation>
    </message>
    <message>
        <source>A no-commission table (art. 18 (2)) has no commission box to mark: choose &quot;Deduct 5% at payout&quot; or untick no-commission.</source>
        <translation>免佣賭枱（第18條(2)）沒有佣金箱可記賬：請選「派彩時扣5%」，或取消免佣。</translation>
    </message>
    <message>
        <source>Give at least one chip value.</source>
        <translation>請至少輸入一種籌碼面額。</translation>
    </message>
    <message>
        <source>Chip values must be positive amounts.</source>
        <translation>籌碼面額必須是正數金額。</translation>
    </message>
    <message>
        <source>Each chip value may appear only once.</source>
        <translation>每種籌碼面額只可出現一次。</translation>
    </message>
    <message>
        <source>The smallest unit ({0}) must be the smallest chip ({1}).</source>
        <translation>最小單位（{0}）必須是最小的籌碼（{1}）。</translation>
    </message>
    <message>
        <source>A baccarat table has {0} or more seats (art. 1).</source>
        <translation>百家樂賭枱須有{0}個或以上座位（第1條）。</translation>
    </message>
    <message>
        <source>A table has at most {0} seats here (a big Macau baccarat table).</source>
        <translation>這裡的賭枱最多有{0}個座位（澳門的大型百家樂賭枱）。</translation>
    </message>
    <message>
        <source>The {0} minimum must be more than zero.</source>
        <translation>{0}最低投注額必須大於零。</translation>
    </message>
    <message>
        <source>The {0} minimum {1} is above its maximum {2}.</source>
        <translation>{0}最低投注額{1}高於其最高投注額{2}。</translation>
    </message>
    <message>
        <source>The {0} limit {1} is not a whole number of the smallest chip {2}.</source>
        <translation>{0}限額{1}不是最小籌碼{2}的整數倍。</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit must be more than zero (art. 14).</source>
        <translation>莊閒投注差額上限必須大於零（第14條）。</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit {0} is below the table minimum {1}: no single bet could be accepted (art. 14).</source>
        <translation>莊閒投注差額上限{0}低於枱面最低投注{1}：任何單一投注都無法接受（第14條）。</translation>
    </message>
    <message>
        <source>{0} is beyond any table: amounts go up to {1}.</source>
        <translation>{0}超出任何賭枱的範圍：金額上限為{1}。</translation>
    </message>
    <message>
        <source>On a no-commission table a Banker {0} winning with 6 is paid half, {1}, which the smallest chip {2} cannot pay (art. 18 (2)). Choose a minimum whose half is a whole number of chips, or a smaller chip.</source>
        <translation>免佣枱上，莊{0}以6點贏只賠一半，即{1}，最小籌碼{2}無法支付（第18條(2)）。請選一個一半為籌碼整數倍的最低投注，或更小的籌碼。</translation>
    </message>
    <message>
        <source>The 5% commission on a Banker {0} win, {1}, is not a whole number of the smallest chip {2}, so it cannot be paid in chips (art. 18 (1), SJM house note). Choose a minimum whose 5% is one or more whole chips, or a smaller chip.</source>
        <translation>莊家{0}贏時的5%佣金{1}不是最小籌碼{2}的整數倍，無法以籌碼支付（第18條第1款，澳博規定）。請選擇5%為一個或多個完整籌碼的最低注碼，或較小的籌碼。</translation>
    </message>
    <message>
        <source>{0} is finer than a cent: HK$ amounts have cents at most.</source>
        <translation>{0}小於一仙：港元金額最多只到仙。</translation>
    </message>
    <message>
        <source>A table has at most {0} chip values.</source>
        <translation>每張枱最多有{0}種籌碼面額。</translation>
    </message>
    <message>
        <source>The chip {0} is not a whole number of the smallest chip {1}.</source>
        <translation>籌碼{0}不是最小籌碼{1}的整數倍。</translation>
    </message>
    <message>
        <source>The chip {0} is above the table maximum {1}.</source>
        <translation>籌碼{0}高於枱面最高注碼{1}。</translation>
    </message>
    <message>
        <source>The table maximum {0} is more than {1} of the largest chip {2}: add a larger chip.</source>
        <translation>枱面最高注碼{0}超過{1}個最大籌碼{2}：請加入較大的籌碼。</translation>
    </message>
    <message>
        <source>These chip values are too uneven to work out payouts quickly: use values that step up like 5, 10, 20, 50, 100.</source>
        <translation>這些籌碼面額太不規則，無法快速計算派彩：請使用像 5、10、20、50、100 這樣遞增的面額。</translation>
    </message>
    <message>
        <source>A pace target is 1 to {0} coups an hour.</source>
        <translation>速度目標為每小時 1 至 {0} 局。</translation>
    </message>
    <message>
        <source>This profile&apos;s settings cannot be read.</source>
        <translation>無法讀取此賭枱設定。</translation>
    </message>
    <message>
        <source>Not saved: a profile named {0} is stored, but this version of the app cannot read it. Save again to replace it with yours.</source>
        <translation>未儲存：已有名為 {0} 的賭枱設定，但此版本的程式無法讀取。再儲存一次即以你的設定取代。</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk.</source>
        <translation>未儲存：{0} 已在另一部電腦上修改。</translation>
    </message>
    <message>
        <source>Who cuts (art. 2)</source>
        <translation>由誰切牌（第2條）</translation>
    </message>
    <message>
        <source>Burn at the start of a shoe (art. 2)</source>
        <translation>開靴銷牌（第2條）</translation>
    </message>
    <message>
        <source>Fixed burn (cards, 1 to 8)</source>
        <translation>固定銷牌張數（1 至 8）</translation>
    </message>
    <message>
        <source>Burn before each coup (art. 8)</source>
        <translation>每局前銷牌（第8條）</translation>
    </message>
    <message>
        <source>Demonstration coups (art. 2)</source>
        <translation>示範局（第2條）</translation>
    </message>
    <message>
        <source>Last coup (art. 3)</source>
        <translation>最後一局（第3條）</translation>
    </message>
    <message>
        <source>Automatic shuffler (arts. 2, 7)</source>
        <translation>自動洗牌機（第2、7條）</translation>
    </message>
    <message>
        <source>Card holder, VIP squeeze (art. 16)</source>
        <translation>持牌人開牌（貴賓咪牌，第16條）</translation>
    </message>
    <message>
        <source>Equal largest bets (art. 16)</source>
        <translation>最大注碼相同時（第16條）</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>(a) As many cards as decks</source>
        <translation>(a) 與牌副數相同的張數</translation>
    </message>
    <message>
        <source>(b) The first card&apos;s value</source>
        <translation>(b) 第一張牌的點數</translation>
    </message>
    <message>
        <source>(c) A fixed number</source>
        <translation>(c) 固定張數</translation>
    </message>
    <message>
        <source>Cut card out: this coup and one more</source>
        <translation>白咭出現：本局之後再玩一局</translation>
    </message>
    <message>
        <source>Cut card out: this coup is the last</source>
        <translation>白咭出現：本局為最後一局</translation>
    </message>
    <message>
        <source>The lower seat holds</source>
        <translation>座位號較小者揭牌</translation>
    </message>
    <message>
        <source>The higher seat holds</source>
        <translation>座位號較大者揭牌</translation>
    </message>
    <message>
        <source>The dealer turns them</source>
        <translation>由荷官開牌</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>A fixed burn is 1 to 8 cards (art. 2 (c)), and is set only with the fixed burn; not {0}.</source>
        <translation>固定銷牌為 1 至 8 張（第2條 (c)），只在選擇固定銷牌時設定；不能是 {0}。</translation>
    </message>
    <message>
        <source>Before each coup the house burns 0 to {0} cards (art. 8).</source>
        <translation>每局前場方銷 0 至 {0} 張牌（第8條）。</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0}至{1}</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>（已刪除）</translation>
    </message>
    <message>
        <source>the table profile “{0}”</source>
        <translation>賭枱設定「{0}」</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>已重新載入另一部電腦儲存的版本。</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>已保留你的修改；儲存後會取代對方的版本。</translation>
    </message>
    <message>
        <source>An amount is not valid: {0}</source>
        <translation>金額無效：{0}</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>已儲存{0}。</translation>
    </message>
    <message>
        <source>No-commission table (art. 18 (&amp;2))</source>
        <translation>免佣賭枱（第18條(2)）(&amp;2)</translation>
    </message>
    <message>
        <source>&amp;Banker bets in multiples of the minimum</source>
        <translation>莊家注碼須為最低注碼的倍數(&amp;B)</translation>
    </message>
    <message>
        <source>Table si&amp;ze (seats, 7 to 14)</source>
        <translation>賭枱座位數目（7至14）(&amp;Z)</translation>
    </message>
    <message>
        <source>Seat numbers a&amp;voided (e.g. 4, 13)</source>
        <translation>不設的座位號碼（例如 4, 13）(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Delete profile</source>
        <translation>刪除設定(&amp;D)</translation>
    </message>
    <message>
        <source>Seat numbers avoided</source>
        <translation>不設的座位號碼</translation>
    </message>
    <message>
        <source>Lucky &amp;6 offered</source>
        <translation>設幸運6(&amp;6)</translation>
    </message>
    <message>
        <source>Ne&amp;w profile</source>
        <translation>新增設定(&amp;W)</translation>
    </message>
    <message>
        <source>A new profile, copied from the selected one</source>
        <translation>新設定，複製自所選的設定</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Seats {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>Name the new profile</source>
        <translation>為新設定命名</translation>
    </message>
    <message>
        <source>New profile, copied from {0}: give it a name and save it.</source>
        <translation>新設定，複製自{0}：請命名後儲存。</translation>
    </message>
    <message>
        <source>{0} is shipped with the trainer and cannot be deleted. Make a new profile from it instead.</source>
        <translation>{0}是本程式內置的設定，不能刪除。可以從它新增一個設定。</translation>
    </message>
    <message>
        <source>Delete the table profile {0}?</source>
        <translation>刪除賭枱設定{0}？</translation>
    </message>
    <message>
        <source>The shipped profile of this name comes back in its place.</source>
        <translation>同名的內置設定會恢復使用。</translation>
    </message>
    <message>
        <source>The exams {0} draw their deals at this table: they cannot start a sitting until an instructor picks their tables again. Sittings under way keep the rules they started with.</source>
        <translation>考試{0}在此賭枱派牌出題：刪除後，這些考試不能開始應考，直至導師重新選擇其賭枱。已在進行的應考按開始時的規則繼續。</translation>
    </message>
    <message numerus="yes">
        <source>%n kept shoe(s) begun at this table resume with the rules they began with.</source>
        <translation>
            <numerusform>在此賭枱開始並保留的%n靴牌，會按開始時的規則繼續。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>刪除設定</translation>
    </message>
    <message>
        <source>Not deleted: {0} changed on another desk. Its new settings are shown.</source>
        <translation>未刪除：{0} 已在另一部電腦上修改，現顯示其新設定。</translation>
    </message>
    <message>
        <source>Deleted {0}.</source>
        <translation>已刪除{0}。</translation>
    </message>
    <message>
        <source>&amp;Player Pair bet limits (HK$)</source>
        <translation>閒對注碼限額（港元）(&amp;P)</translation>
    </message>
    <message>
        <source>Banker Pair bet limits (HK$)</source>
        <translation>莊對注碼限額（港元）</translation>
    </message>
    <message>
        <source>{0} bet limits (HK$)</source>
        <translation>{0}注碼限額（港元）</translation>
    </message>
    <message>
        <source>{0} offered</source>
        <translation>設{0}</translation>
    </message>
    <message>
        <source>There is already a profile named {0}: give the new one another name.</source>
        <translation>已有名為{0}的設定：請為新設定另取名稱。</translation>
    </message>
    <message>
        <source>List the seat numbers to skip as whole numbers, e.g. 4, 13 (not {0}).</source>
        <translation>請以整數列出不設的座位號碼，例如 4, 13（而非「{0}」）。</translation>
    </message>
    <message>
        <source>Seats are numbered from 1: {0} cannot be skipped.</source>
        <translation>座位由1開始編號：不能略去{0}。</translation>
    </message>
    <message>
        <source>The seat number {0} is listed twice.</source>
        <translation>座位號碼{0}重複列出。</translation>
    </message>
    <message>
        <source>Seats are numbered up to {0}.</source>
        <translation>座位號碼最大為{0}。</translation>
    </message>
</context>
<context>
    <name>TableReplayDialog</name>
    <message>
        <source>This coup cannot be replayed: it was stored before the Table kept its steps&apos; actions.</source>
        <translation>這一局無法重播：它是在賭枱記錄每步動作之前儲存的。</translation>
    </message>
    <message>
        <source>Coup {0}, step {1} of {2}</source>
        <translation>第{0}局，第{1}步（共{2}步）</translation>
    </message>
    <message>
        <source>Coup replay</source>
        <translation>重播一局</translation>
    </message>
    <message>
        <source>◀ Previous step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>A shoe you began is not finished (coup {0}). Resume it where you left off?</source>
        <translation>你開始的一靴牌尚未完成（第{0}局）。要從停下的地方繼續嗎？</translation>
    </message>
    <message>
        <source>A shoe you began is not finished. Resume it where you left off?</source>
        <translation>你開始的一靴牌尚未完成。要從停下的地方繼續嗎？</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>賭枱(&amp;T)：</translation>
    </message>
    <message>
        <source>New shoe</source>
        <translation>新牌靴</translation>
    </message>
    <message>
        <source>These settings: for the next shoe (Ctrl+N)</source>
        <translation>以上設定：用於下一靴牌（Ctrl+N）</translation>
    </message>
    <message>
        <source>Unfinished shoe</source>
        <translation>未完成的牌靴</translation>
    </message>
    <message>
        <source>Deal a new shoe?</source>
        <translation>開新牌靴？</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>這靴牌的第{0}局正在進行。開新牌靴，這靴牌就在此結束；你已完成的每一步都已儲存。</translation>
    </message>
    <message>
        <source>Deal a new shoe at the table chosen (Ctrl+N)</source>
        <translation>在所選賭枱開新牌靴（Ctrl+N）</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>逐局</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>計時</translation>
    </message>
    <message>
        <source>C&amp;oups:</source>
        <translation>局數(&amp;O)：</translation>
    </message>
    <message>
        <source>whole shoe</source>
        <translation>整個牌靴</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>難度(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Seats filled:</source>
        <translation>坐滿比例(&amp;S)：</translation>
    </message>
    <message>
        <source>Fa&amp;ulty bets:</source>
        <translation>錯誤注碼(&amp;U)：</translation>
    </message>
    <message>
        <source>A&amp;wkward amounts</source>
        <translation>零碎注碼(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New shoe</source>
        <translation>新牌靴(&amp;N)</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>局數(&amp;O)：</translation>
    </message>
    <message>
        <source>Si&amp;de bets</source>
        <translation>副注(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cash and chips</source>
        <translation>現金與籌碼(&amp;C)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>繼續 (Enter)</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the amount, Enter; mark commission (M).</source>
        <translation>結算：收取每一注輸的注碼（T）；逐位派彩：輸入金額，按 Enter；記佣金（M）。</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a prompt, then one more sentence</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>A takes every bet of the selected bet&apos;s side.</source>
        <translation>按 A 收走所選注項那一門的全部注碼。</translation>
    </message>
    <message>
        <source>e.g. 1,140 (or chips: 1k 100 2x20)</source>
        <translation>例如 1,140（或籌碼：1k 100 2x20）</translation>
    </message>
    <message>
        <source>Amount paid, e.g. 1,140</source>
        <translation>派彩金額，例如 1,140</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Step not saved</source>
        <translation>步驟未儲存</translation>
    </message>
    <message>
        <source>{0} Your step was not saved.</source>
        <translation>{0} 你的步驟未儲存。</translation>
    </message>
    <message>
        <source>The database could not save your step: nothing changed on the table.</source>
        <translation>資料庫未能儲存你的步驟：賭枱上沒有任何改變。</translation>
    </message>
    <message>
        <source>This shoe was finished or given up on another desk; a new shoe is dealt here.</source>
        <translation>這個牌靴已在另一部電腦上完成或放棄；這裡已發出新的牌靴。</translation>
    </message>
</context>
<context>
    <name>TableSectionRow</name>
    <message>
        <source>Table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>The table profile the coups are dealt at</source>
        <translation>發牌所用的賭枱設定</translation>
    </message>
    <message>
        <source>&amp;Coups</source>
        <translation>局數(&amp;C)</translation>
    </message>
    <message>
        <source>Pass mark (steps)</source>
        <translation>合格分數（步驟）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats filled</source>
        <translation>坐滿比率</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>錯誤投注</translation>
    </message>
    <message>
        <source>Roun&amp;ds</source>
        <translation>局數(&amp;D)</translation>
    </message>
    <message>
        <source>Pace target (coups an hour):</source>
        <translation>速度目標（每小時局數）：</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>旁注</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>百家樂</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>The game dealt at the table: baccarat, or Sam Kong at one of its shipped tables</source>
        <translation>枱上所發的遊戲：百家樂，或在其中一張內置的三公百家樂賭枱發三公</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>現金與籌碼</translation>
    </message>
    <message>
        <source>Cut, burn and the shoe&apos;s end</source>
        <translation>切牌、銷牌與牌靴完結</translation>
    </message>
    <message>
        <source>The trainee cuts, burns and ends the shoe as the table&apos;s procedures say (arts. 2, 3, 8)</source>
        <translation>學員按本枱程序切牌、銷牌及完結牌靴（第2、3、8條）</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>違規情況</translation>
    </message>
    <message>
        <source>The share of coups that meet an irregularity: an exposed card, a misdeal (arts. 3, 4, 10)</source>
        <translation>出現違規情況的牌局比例：翻開的牌、派錯牌（第3、4、10條）</translation>
    </message>
    <message>
        <source>Squeeze (card holder)</source>
        <translation>咪牌（持牌人開牌）</translation>
    </message>
    <message>
        <source>Where the table has a card holder, the bettors with the largest bets turn the cards (art. 16)</source>
        <translation>若本枱設持牌人開牌，由投注最大的客人開牌（第16條）</translation>
    </message>
    <message>
        <source>Standing bettors</source>
        <translation>站立投注者</translation>
    </message>
    <message>
        <source>Bettors stand behind the seats; now and then one bets in a seated player&apos;s box, to refuse (art. 15)</source>
        <translation>投注者站在座位後；不時有人下注在座位投注者的位置，須拒絕（第15條）</translation>
    </message>
    <message>
        <source>Pace target (rounds an hour):</source>
        <translation>速度目標（每小時局數）：</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Seat {seat}, {kind}: {amount}</source>
        <translation>第{seat}位，{kind}：{amount}</translation>
    </message>
    <message>
        <source>{bet} in {chips}</source>
        <translation>{bet}（籌碼：{chips}）</translation>
    </message>
    <message>
        <source>Commission box {seat}: {amount}</source>
        <translation>第{seat}位佣金格：{amount}</translation>
    </message>
    <message>
        <source>Shoe: {0} cards</source>
        <translation>牌靴：{0}張</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Bets: refuse each faulty bet (select it, R), collect a box that is due (C), then no more bets (N).</source>
        <translation>下注：拒絕每一注錯誤的注碼（選取後按 R），收取到期的佣金格（C），然後停止下注（N）。</translation>
    </message>
    <message>
        <source>Call the totals: type the Player&apos;s, then the Banker&apos;s.</source>
        <translation>報點數：先輸入閒家的，再輸入莊家的。</translation>
    </message>
    <message>
        <source>Player&apos;s third card: D draw, S stand.</source>
        <translation>閒家第三張牌：D 補牌，S 不補。</translation>
    </message>
    <message>
        <source>Banker&apos;s third card: D draw, S stand.</source>
        <translation>莊家第三張牌：D 補牌，S 不補。</translation>
    </message>
    <message>
        <source>Call the result: mark 1 Player pair, 2 Banker pair, 3 natural, 6 Banker wins with 6; then P, B or T.</source>
        <translation>報結果：標記 1 閒對、2 莊對、3 例牌、6 莊以6點贏；然後按 P、B 或 T。</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the chips, Enter; mark commission (M).</source>
        <translation>結算：收取每一注輸的注碼（T）；逐位派彩：輸入籌碼，按 Enter；記佣金（M）。</translation>
    </message>
    <message>
        <source>The shoe is over. Ctrl+N deals a new shoe.</source>
        <translation>牌靴已完。按 Ctrl+N 開新牌靴。</translation>
    </message>
    <message>
        <source>Totals called: Player {0}, Banker {1}</source>
        <translation>已報點數：閒 {0}，莊 {1}</translation>
    </message>
    <message>
        <source>placed after the cards are out</source>
        <translation>開牌後才下注</translation>
    </message>
    <message>
        <source>a standing bettor in a seated box</source>
        <translation>站立投注者下注在座位投注者的位置</translation>
    </message>
    <message>
        <source>{step} ({what})</source>
        <translation>{step}（{what}）</translation>
    </message>
    <message>
        <source>Refusing a good bet</source>
        <translation>拒絕了正確的注碼</translation>
    </message>
    <message>
        <source>a tie with no door bet</source>
        <translation>該門無押注的和局注</translation>
    </message>
    <message>
        <source>a change of door</source>
        <translation>轉門</translation>
    </message>
    <message>
        <source>Sam Kong: {0}</source>
        <translation>三公：{0}</translation>
    </message>
    <message>
        <source>Paying {0}</source>
        <translation>派{0}</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>Dealing order</source>
        <translation>派牌次序</translation>
    </message>
    <message>
        <source>Take-and-pay order</source>
        <translation>收注派彩次序</translation>
    </message>
    <message>
        <source>Taking out of order</source>
        <translation>收注不按次序</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Final totals</source>
        <translation>最後點數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>閒家第三張牌</translation>
    </message>
    <message>
        <source>Banker&apos;s third card</source>
        <translation>莊家第三張牌</translation>
    </message>
    <message>
        <source>Taking a losing bet</source>
        <translation>收取輸的注碼</translation>
    </message>
    <message>
        <source>Marking commission</source>
        <translation>記佣金</translation>
    </message>
    <message>
        <source>Collecting a commission box</source>
        <translation>收取佣金格</translation>
    </message>
    <message>
        <source>Counting a buy-in</source>
        <translation>點算買碼現金</translation>
    </message>
    <message>
        <source>Chips for a buy-in</source>
        <translation>買碼找籌碼</translation>
    </message>
    <message>
        <source>Colouring up</source>
        <translation>換大碼</translation>
    </message>
    <message>
        <source>Passing the cards to their holder</source>
        <translation>交牌予持牌人</translation>
    </message>
    <message>
        <source>Passing the third card</source>
        <translation>交第三張牌</translation>
    </message>
    <message>
        <source>Calling before the cards are turned</source>
        <translation>未開牌先報</translation>
    </message>
    <message>
        <source>Taking the cards back from their holder</source>
        <translation>從持牌人收回牌</translation>
    </message>
    <message>
        <source>{0}, placed by a standing bettor</source>
        <translation>{0}，由站立投注者所下</translation>
    </message>
    <message>
        <source>{name} {low}–{high}</source>
        <translation>{name} {low}–{high}</translation>
    </message>
    <message>
        <source>Limits (HK$)</source>
        <translation>限額（港幣）</translation>
    </message>
    <message>
        <source>B in multiples of {0}</source>
        <translation>莊須為 {0} 的倍數</translation>
    </message>
    <message>
        <source>Seat {0}: colour up</source>
        <translation>第{0}位：換大碼</translation>
    </message>
    <message>
        <source>Seat {0}: buy-in</source>
        <translation>第{0}位：買碼</translation>
    </message>
    <message>
        <source>over the maximum</source>
        <translation>超過最高注碼</translation>
    </message>
    <message>
        <source>under the minimum</source>
        <translation>低於最低注碼</translation>
    </message>
    <message>
        <source>Banker not a multiple of the minimum</source>
        <translation>莊注不是最低注碼的倍數</translation>
    </message>
    <message>
        <source>Banker/Player difference over the limit</source>
        <translation>莊閒差額超過上限</translation>
    </message>
    <message>
        <source>placed after no more bets</source>
        <translation>停止下注後才下注</translation>
    </message>
    <message>
        <source>pay seat {0} next</source>
        <translation>下一個派第{0}位</translation>
    </message>
    <message>
        <source>take at seat {0}</source>
        <translation>收第{0}位的注碼</translation>
    </message>
    <message>
        <source>collect box {0} first</source>
        <translation>先收第{0}位佣金格</translation>
    </message>
    <message>
        <source>pass the cards to seat {0}</source>
        <translation>把牌交給{0}號位</translation>
    </message>
    <message>
        <source>change the cash at seat {0} first</source>
        <translation>先處理第{0}位的現金</translation>
    </message>
    <message>
        <source>{amount} in {chips}</source>
        <translation>{amount}，用 {chips}</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}</source>
        <translation>閒 {0}，莊 {1}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>補牌</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>不補</translation>
    </message>
    <message>
        <source>refuse the bet</source>
        <translation>拒絕這注</translation>
    </message>
    <message>
        <source>accept the bet</source>
        <translation>接受這注</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>派牌</translation>
    </message>
    <message>
        <source>take the bet</source>
        <translation>收取這注</translation>
    </message>
    <message>
        <source>pay the bet</source>
        <translation>派彩給這注</translation>
    </message>
    <message>
        <source>leave it: a push</source>
        <translation>保留：和局不輸不贏</translation>
    </message>
    <message>
        <source>take every losing bet first</source>
        <translation>先收取所有輸的注碼</translation>
    </message>
    <message>
        <source>the Player&apos;s third card first</source>
        <translation>先決定閒家第三張牌</translation>
    </message>
    <message>
        <source>nothing to mark</source>
        <translation>無須記佣</translation>
    </message>
    <message>
        <source>pass the next cards</source>
        <translation>交下一門的牌</translation>
    </message>
    <message>
        <source>wait for the holder&apos;s turn, then take the cards back</source>
        <translation>等持牌人開牌，然後收回牌</translation>
    </message>
    <message>
        <source>a card to the {0}</source>
        <translation>派牌給{0}</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊贏</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>莊以6點贏</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}：正確。</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}：錯誤。正確：{expected}。你：{given}。</translation>
    </message>
    <message>
        <source>Hint: pass these cards to seat {0} ({0}, then G).</source>
        <translation>提示：把這些牌交給{0}號位（{0}，再按 G）。</translation>
    </message>
    <message>
        <source>Hint: wait for the holder to turn the cards, then take them back (Enter).</source>
        <translation>提示：等持牌人開牌，然後把牌收回（Enter）。</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its chips: {2}.</source>
        <translation>{0}：此檯沒有 {1} 籌碼。此檯的籌碼：{2}。</translation>
    </message>
    <message>
        <source>({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>拒絕 (R)</translation>
    </message>
    <message>
        <source>No more bets (N)</source>
        <translation>停止下注 (N)</translation>
    </message>
    <message>
        <source>Collect box (C)</source>
        <translation>收佣金格 (C)</translation>
    </message>
    <message>
        <source>Player (P)</source>
        <translation>閒 (P)</translation>
    </message>
    <message>
        <source>Banker (B)</source>
        <translation>莊 (B)</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>補牌 (D)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>不補 (S)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>收注 (T)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <translation>派彩 (Enter)</translation>
    </message>
    <message>
        <source>Mark (M)</source>
        <translation>記佣 (M)</translation>
    </message>
    <message>
        <source>Pass to seat (G)</source>
        <translation>交牌 (G)</translation>
    </message>
    <message>
        <source>Dealer turns (K)</source>
        <translation>荷官開牌 (K)</translation>
    </message>
    <message>
        <source>Turned: take back (Enter)</source>
        <translation>已開牌：收回 (Enter)</translation>
    </message>
    <message>
        <source>Return stake (W)</source>
        <translation>退回注碼 (W)</translation>
    </message>
    <message>
        <source>Accept change (A)</source>
        <translation>接受更改 (A)</translation>
    </message>
    <message>
        <source>Refuse change (X)</source>
        <translation>拒絕更改 (X)</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>點數 {0}</translation>
    </message>
    <message>
        <source>P pair (1)</source>
        <translation>閒對 (1)</translation>
    </message>
    <message>
        <source>B pair (2)</source>
        <translation>莊對 (2)</translation>
    </message>
    <message>
        <source>Natural (3)</source>
        <translation>例牌 (3)</translation>
    </message>
    <message>
        <source>Banker 6 (6)</source>
        <translation>莊6點贏 (6)</translation>
    </message>
    <message>
        <source>Player wins (P)</source>
        <translation>閒贏 (P)</translation>
    </message>
    <message>
        <source>Banker wins (B)</source>
        <translation>莊贏 (B)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>和 (T)</translation>
    </message>
    <message>
        <source>Selected: {0}.</source>
        <translation>已選：{0}。</translation>
    </message>
    <message>
        <source>A third card is out: call the final totals, the Player&apos;s, then the Banker&apos;s.</source>
        <translation>已補第三張牌：報最後點數，先輸入閒家的，再輸入莊家的。</translation>
    </message>
    <message>
        <source>An irregularity: K the card stays, F correct it, U burn the card, V void the coup.</source>
        <translation>異常情況：K 牌照用，F 即時更正，U 銷牌，V 該局作廢。</translation>
    </message>
    <message>
        <source>The shoe is over: collect every commission box (select it, type the amount, Enter).</source>
        <translation>牌靴已完：收取每一個佣金格（選取後輸入金額，按 Enter）。</translation>
    </message>
    <message>
        <source>The cut: place the white cut card, Enter.</source>
        <translation>切牌：放好白色白咭，按 Enter。</translation>
    </message>
    <message>
        <source>Burn the cards: type how many, Enter.</source>
        <translation>銷牌：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>Burn before the deal: type how many, Enter.</source>
        <translation>派牌前銷牌：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>A bet pushed on after the cards are out: {bet}. Refuse it (R) before you go on.</source>
        <translation>開牌後才推上的注碼：{bet}。先拒絕（R），再繼續。</translation>
    </message>
    <message>
        <source>The shoe is to be closed: collect every commission box (select it, type the amount, Enter), then shuffle (S).</source>
        <translation>牌靴要收靴：先收取每個佣金格（選取，輸入金額，按 Enter），然後洗牌（S）。</translation>
    </message>
    <message>
        <source>Card holders (art. 16): pass the face-down cards, the Player&apos;s first, to the seated bettor with the largest bet on that side: the seat&apos;s number then G (or select the bet, G); K if the dealer turns them.</source>
        <translation>持牌人（第16條）：把覆蓋的牌交給該門下注最大的在座客人，先交閒家：輸入座位號碼再按 G（或選取其注碼，按 G）；由荷官開牌則按 K。</translation>
    </message>
    <message>
        <source>Pass the third card on its own to its side&apos;s holder (the seat&apos;s number then G, or select the bet, G; K: the dealer turns it).</source>
        <translation>把第三張牌單獨交給該門的持牌人（輸入座位號碼再按 G，或選取其注碼，按 G；K：由荷官開牌）。</translation>
    </message>
    <message>
        <source>The holder turns the cards (art. 16): wait, then take them back face up (Enter) before any call.</source>
        <translation>持牌人開牌中（第16條）：請等候，開牌後把牌收回翻開擺好（Enter），才可報點。</translation>
    </message>
    <message>
        <source>Seat {0}: G passes the cards there</source>
        <translation>{0}號位：按 G 把牌交給該位</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>容易</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>繁忙</translation>
    </message>
    <message>
        <source>Full VIP table</source>
        <translation>滿座貴賓枱</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自訂…</translation>
    </message>
    <message>
        <source>a table that deducts commission</source>
        <translation>派彩扣佣的賭枱</translation>
    </message>
    <message>
        <source>a commission-box table</source>
        <translation>佣金格賭枱</translation>
    </message>
    <message>
        <source>a no-commission table</source>
        <translation>免佣賭枱</translation>
    </message>
    <message>
        <source>awkward amounts</source>
        <translation>零碎注碼</translation>
    </message>
    <message>
        <source>round amounts</source>
        <translation>整數注碼</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>有副注</translation>
    </message>
    <message>
        <source>no side bets</source>
        <translation>沒有副注</translation>
    </message>
    <message>
        <source>Seats filled {seats}, {amounts}, {sides}, faulty bets {faults}; best on {commission}.</source>
        <translation>坐滿 {seats}，{amounts}，{sides}，錯誤注碼 {faults}；適合{commission}。</translation>
    </message>
    <message>
        <source>Players buy in with notes and colour up when they leave, at baccarat and Sam Kong tables alike.</source>
        <translation>玩家會用鈔票買碼，離座時換大碼；百家樂及三公賭枱皆然。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to withdraw the bet.</source>
        <translation>和局之後：{bet} 要求收回注碼。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to move it to {side}.</source>
        <translation>和局之後：{bet} 要求改押{side}。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to raise it to {amount}.</source>
        <translation>和局之後：{bet} 要求加注至 {amount}。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to lower it to {amount}.</source>
        <translation>和局之後：{bet} 要求減注至 {amount}。</translation>
    </message>
    <message>
        <source>Return the stake (W), accept the change (A) or refuse it (X), as the table allows (art. 12).</source>
        <translation>按本枱規則退回注碼 (W)、接受更改 (A) 或拒絕 (X)（第12條）。</translation>
    </message>
    <message>
        <source>{asked} {keys}</source>
        <comment>two sentences</comment>
        <translation>{asked}{keys}</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>收回</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>加注</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>減注</translation>
    </message>
    <message>
        <source>switch sides</source>
        <translation>改押另一門</translation>
    </message>
    <message>
        <source>this table allows only an increase</source>
        <translation>本枱只准加注</translation>
    </message>
    <message>
        <source>this table allows no change after a tie</source>
        <translation>本枱和局後不准更改</translation>
    </message>
    <message>
        <source>outside the table&apos;s limits</source>
        <translation>超出本枱限額</translation>
    </message>
    <message>
        <source>Faulty bet ({0})</source>
        <translation>錯誤注碼（{0}）</translation>
    </message>
    <message>
        <source>Bet after a tie ({0})</source>
        <translation>和局後的注碼（{0}）</translation>
    </message>
    <message>
        <source>refuse the change: {0}</source>
        <translation>拒絕更改：{0}</translation>
    </message>
    <message>
        <source>return the stake</source>
        <translation>退回注碼</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a step, then one more sentence</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>the dealer turns the cards</source>
        <translation>由荷官開牌</translation>
    </message>
    <message>
        <source>wait until the holders have turned the cards</source>
        <translation>等持牌人開牌後才報</translation>
    </message>
    <message>
        <source>pass the first two cards first</source>
        <translation>先交首兩張牌</translation>
    </message>
    <message>
        <source>decide the third card first</source>
        <translation>先決定是否補第三張牌</translation>
    </message>
    <message>
        <source>pass the third card</source>
        <translation>交第三張牌</translation>
    </message>
    <message>
        <source>call the totals</source>
        <translation>報點數</translation>
    </message>
    <message>
        <source>call the result</source>
        <translation>報結果</translation>
    </message>
    <message>
        <source>the {0}&apos;s cards</source>
        <translation>{0}的牌</translation>
    </message>
    <message>
        <source>no seated bettor has a bet on the {side}: the dealer turns its cards</source>
        <translation>沒有在座客人押{side}：這邊的牌由荷官翻開</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house has the dealer turn the cards</source>
        <translation>{seats}號位押{side}的投注同為在座客人中最大（{amount}）：按場方規則由荷官翻牌</translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house gives the cards to seat {seat}</source>
        <translation>{seats}號位押{side}的投注同為在座客人中最大（{amount}）：按場方規則把牌交給{seat}號位</translation>
    </message>
    <message>
        <source>seat {seat} has the largest seated bet on the {side} ({amount}): it holds and turns the {side}&apos;s cards</source>
        <translation>{seat}號位押{side}的投注在座客人中最大（{amount}）：由其持{side}的牌並翻牌</translation>
    </message>
    <message>
        <source>it is over the table&apos;s posted maximum for that bet</source>
        <translation>超過該枱就此注公佈的最高注碼</translation>
    </message>
    <message>
        <source>it is under the table&apos;s posted minimum for that bet</source>
        <translation>低於該枱就此注公佈的最低注碼</translation>
    </message>
    <message>
        <source>refuse {bet}: {posted}, a house limit no article sets</source>
        <translation>拒絕{bet}：{posted}，這是場方限額，並無條文規定</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Right: {expected}. You: {given}. Paid; go on (house practice, no article).</source>
        <translation>✗ {step}：金額正確，但籌碼不是最少。正確：{expected}。你：{given}。已派彩，繼續（賭場慣例，無條文）。</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Paid; go on.</source>
        <translation>✗ {step}：金額正確，但籌碼不是最少。已派彩，繼續。</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}：不正確。請做正確的步驟。</translation>
    </message>
    <message>
        <source>Coup {coup}: {seconds} s.</source>
        <translation>第{coup}局：{seconds} 秒。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>沒有錯誤。</translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>錯誤：{0}</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>錯誤注碼</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>次序</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>報牌</translation>
    </message>
    <message>
        <source>Third cards</source>
        <translation>第三張牌</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>收注</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>派彩</translation>
    </message>
    <message>
        <source>Collecting boxes</source>
        <translation>收取佣金格</translation>
    </message>
    <message>
        <source>Bets after a tie</source>
        <translation>和局後的注碼</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>現金與籌碼</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>異常情況</translation>
    </message>
    <message>
        <source>Card holders</source>
        <translation>持牌人</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>準確率：{0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}：{total} 步中 {right} 步正確</translation>
    </message>
    <message numerus="yes">
        <source>Of the payouts not right: %n in the right amount but not the fewest chips</source>
        <translation>
            <numerusform>不正確的派彩中：%n 次金額正確但籌碼不是最少</numerusform>
        </translation>
    </message>
    <message>
        <source>Coups per hour: {rate} (target {target})</source>
        <translation>每小時局數：{rate}（目標 {target}）</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>每次派彩的中位時間：{0} 秒</translation>
    </message>
    <message>
        <source>Coup {coup}, step {number}: {step}</source>
        <translation>第{coup}局，第{number}步：{step}</translation>
    </message>
    <message>
        <source>The table at coup {coup}, before step {number}</source>
        <translation>第{coup}局第{number}步之前的賭枱</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>成績表</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>&amp;Mistakes (pick one to see the table as it was):</source>
        <translation>錯誤(&amp;M)（選一項，看當時的賭枱）：</translation>
    </message>
    <message>
        <source>No mistakes in this shoe.</source>
        <translation>這靴牌沒有錯誤。</translation>
    </message>
    <message>
        <source>Red, dashed: what you did. Green: the right step.</source>
        <translation>紅色虛線：你的做法。綠色：正確的一步。</translation>
    </message>
    <message>
        <source>Leave this shoe?</source>
        <translation>離開這靴牌？</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. It is kept: open the Table again to deal on from this step.</source>
        <translation>這靴牌的第{0}局正在進行。這靴牌會保留：再次打開賭枱，即可由這一步繼續派牌。</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>這靴牌的第{0}局正在進行。如果離開，這靴牌就在此結束；你已完成的每一步都已儲存。</translation>
    </message>
    <message>
        <source>Press Enter to go on.</source>
        <translation>按 Enter 繼續。</translation>
    </message>
    <message>
        <source>Hint: refuse {0}.</source>
        <translation>提示：拒絕{0}。</translation>
    </message>
    <message>
        <source>Hint: call no more bets (N).</source>
        <translation>提示：宣佈停止下注（N）。</translation>
    </message>
    <message>
        <source>Hint: deal to the {0}.</source>
        <translation>提示：派牌給{0}。</translation>
    </message>
    <message>
        <source>Hint: Player {0}, Banker {1}.</source>
        <translation>提示：閒 {0}，莊 {1}。</translation>
    </message>
    <message>
        <source>Hint: draw (D).</source>
        <translation>提示：補牌（D）。</translation>
    </message>
    <message>
        <source>Hint: stand (S).</source>
        <translation>提示：不補（S）。</translation>
    </message>
    <message>
        <source>Hint: {0}.</source>
        <translation>提示：{0}。</translation>
    </message>
    <message>
        <source>Hint: {0} ({1}).</source>
        <translation>提示：{0}（{1}）。</translation>
    </message>
    <message>
        <source>Hint: take {0}.</source>
        <translation>提示：收取{0}。</translation>
    </message>
    <message>
        <source>Hint: pay {bet} {amount}.</source>
        <translation>提示：派{bet} {amount}。</translation>
    </message>
    <message>
        <source>Hint: pay {bet} with {chips}.</source>
        <translation>提示：用 {chips} 派{bet}。</translation>
    </message>
    <message>
        <source>Hint: mark {amount} in box {seat}.</source>
        <translation>提示：在第{seat}位佣金格記 {amount}。</translation>
    </message>
    <message>
        <source>Hint: return the stake (W).</source>
        <translation>提示：退回注碼 (W)。</translation>
    </message>
    <message>
        <source>Hint: accept the change (A).</source>
        <translation>提示：接受更改 (A)。</translation>
    </message>
    <message>
        <source>Hint: refuse the change (X).</source>
        <translation>提示：拒絕更改 (X)。</translation>
    </message>
    <message>
        <source>Hint: collect {amount} from box {seat}.</source>
        <translation>提示：從第{seat}位佣金格收 {amount}。</translation>
    </message>
    <message>
        <source>Hint: the notes of seat {seat} come to {amount}.</source>
        <translation>提示：第{seat}位的鈔票共{amount}。</translation>
    </message>
    <message>
        <source>Hint: the dealer turns these cards (K).</source>
        <translation>提示：這些牌由荷官開（K）。</translation>
    </message>
    <message>
        <source>Hint: give seat {seat} {chips}.</source>
        <translation>提示：給第{seat}位{chips}。</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the coup.</source>
        <translation>現在不行：這不是本局的這一步。</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>離開(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keep dealing</source>
        <translation>繼續派牌(&amp;K)</translation>
    </message>
    <message>
        <source>That bet is not on the layout.</source>
        <translation>檯面上沒有這注。</translation>
    </message>
    <message>
        <source>That seat has no bet this coup.</source>
        <translation>這個座位本局沒有下注。</translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation>這張賭枱沒有這個座位。</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>這不是金額。</translation>
    </message>
    <message>
        <source>Pay with chips from the tray.</source>
        <translation>用籌碼盤的籌碼派彩。</translation>
    </message>
    <message>
        <source>A total is 0 to 9.</source>
        <translation>點數是 0 至 9。</translation>
    </message>
    <message>
        <source>That is not a choice here.</source>
        <translation>這裡不能這樣選。</translation>
    </message>
    <message>
        <source>That bet is settled already.</source>
        <translation>這注已經結算。</translation>
    </message>
    <message>
        <source>This table deducts commission: it has no boxes.</source>
        <translation>這張賭枱派彩時扣佣：沒有佣金格。</translation>
    </message>
    <message>
        <source>That box is not due: its player is still at the table.</source>
        <translation>這個佣金格未到期：玩家仍在枱上。</translation>
    </message>
    <message>
        <source>Read the feedback, then press Enter to go on.</source>
        <translation>先看回饋，然後按 Enter 繼續。</translation>
    </message>
    <message>
        <source>Select a bet first: arrows or Tab, or click it.</source>
        <translation>先選取一注：用方向鍵或 Tab，或按一下。</translation>
    </message>
    <message>
        <source>Select a due commission box first: arrows, or click it.</source>
        <translation>先選取到期的佣金格：用方向鍵，或按一下。</translation>
    </message>
    <message>
        <source>Start a shoe first.</source>
        <translation>先開始一個牌靴。</translation>
    </message>
    <message>
        <source>No hints against the clock.</source>
        <translation>計時模式沒有提示。</translation>
    </message>
    <message>
        <source>No bettor is asking about a bet left by a tie.</source>
        <translation>沒有客人就和局留下的注碼提出要求。</translation>
    </message>
    <message>
        <source>No player has notes or chips to change at that seat.</source>
        <translation>該位置沒有玩家要兌換鈔票或籌碼。</translation>
    </message>
    <message>
        <source>Count the notes first: type the amount, Enter.</source>
        <translation>先點算鈔票：輸入金額，按 Enter。</translation>
    </message>
    <message>
        <source>Type how many cards to burn, then Enter.</source>
        <translation>先輸入要銷的張數，再按 Enter。</translation>
    </message>
    <message>
        <source>This bet loses: take it with T. There is nothing to pay.</source>
        <translation>這注輸了：按T收回，毋須派彩。</translation>
    </message>
    <message>
        <source>That is not a step of the coup.</source>
        <translation>這不是牌局的步驟。</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>請輸入你付出的籌碼，例如 2x1k 3x100 50，然後按 Enter。</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>{0}籌碼：數量比任何派彩所需的都多。</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}：不是籌碼。請輸入籌碼的按鍵（例如 100、1k），或「數量 x 按鍵」（例如 3x100）。</translation>
    </message>
    <message>
        <source>Seat {0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>第{0}位離座，交來細碼：換成最少的大碼（輸入籌碼，例如 2x1k 500，按 Enter）。</translation>
    </message>
    <message>
        <source>Seat {0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>第{0}位用鈔票買碼：點算後輸入金額，按 Enter。</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>第{seat}位買碼{amount}，要{count} × {chip}籌碼：照給，其餘用最少籌碼（輸入籌碼，按 Enter）。</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>第{seat}位買碼{amount}：用最少籌碼找給（輸入籌碼，例如 2x1k 3x100，按 Enter）。</translation>
    </message>
    <message>
        <source>Change (Enter)</source>
        <translation>兌換 (Enter)</translation>
    </message>
    <message>
        <source>{verdict} {facts} — {article}.</source>
        <translation>{verdict}{facts}——{article}。</translation>
    </message>
    <message>
        <source>{verdict} {facts}.</source>
        <translation>{verdict}{facts}。</translation>
    </message>
    <message>
        <source>Deal: P for the Player&apos;s card, B for the Banker&apos;s.</source>
        <translation>派牌：P 派閒家的牌，B 派莊家的牌。</translation>
    </message>
    <message>
        <source>A late bet: {bet}, placed after no more bets. Refuse it (R) before the first card.</source>
        <translation>遲來的注碼：{bet}，停止下注後才下注。派第一張牌之前拒絕（R）。</translation>
    </message>
    <message>
        <source>{article}, Lesson {number}</source>
        <translation>{article}，第 {number} 課</translation>
    </message>
    <message>
        <source>{bet} is within the table&apos;s rules: accept it</source>
        <translation>{bet} 符合本枱規則：應接受</translation>
    </message>
    <message>
        <source>{paid} paid, {off} too much</source>
        <translation>派了{paid}，多派{off}</translation>
    </message>
    <message>
        <source>{paid} paid, {off} too little</source>
        <translation>派了{paid}，少派{off}</translation>
    </message>
    <message>
        <source>you marked Player pair: there is none</source>
        <translation>你標了閒對：但沒有閒對</translation>
    </message>
    <message>
        <source>you marked Banker pair: there is none</source>
        <translation>你標了莊對：但沒有莊對</translation>
    </message>
    <message>
        <source>you marked natural: there is none</source>
        <translation>你標了例牌：但沒有例牌</translation>
    </message>
    <message>
        <source>you marked Banker 6: the Banker did not win with 6</source>
        <translation>你標了莊6點贏：莊家不是以6點贏</translation>
    </message>
    <message>
        <source>you did not mark Player pair: there is one</source>
        <translation>你沒有標閒對：但有閒對</translation>
    </message>
    <message>
        <source>you did not mark Banker pair: there is one</source>
        <translation>你沒有標莊對：但有莊對</translation>
    </message>
    <message>
        <source>you did not mark natural: there is one</source>
        <translation>你沒有標例牌：但有例牌</translation>
    </message>
    <message>
        <source>you did not mark Banker 6: the Banker won with 6</source>
        <translation>你沒有標莊6點贏：莊家以6點贏</translation>
    </message>
    <message>
        <source>refuse {bet}</source>
        <translation>拒絕{bet}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a step</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Lesson {0} (L)</source>
        <translation>第 {0} 課 (L)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>牌照用 (K)</translation>
    </message>
    <message>
        <source>Correct it (F)</source>
        <translation>即時更正 (F)</translation>
    </message>
    <message>
        <source>Burn the card (U)</source>
        <translation>銷牌 (U)</translation>
    </message>
    <message>
        <source>Void the coup (V)</source>
        <translation>該局作廢 (V)</translation>
    </message>
    <message>
        <source>the card stays, the coup goes on</source>
        <translation>牌照用，該局繼續</translation>
    </message>
    <message>
        <source>correct the error</source>
        <translation>即時更正錯誤</translation>
    </message>
    <message>
        <source>burn the card</source>
        <translation>銷掉該牌</translation>
    </message>
    <message>
        <source>void the coup</source>
        <translation>該局作廢</translation>
    </message>
    <message>
        <source>Exposed card</source>
        <translation>翻開的牌</translation>
    </message>
    <message>
        <source>Misdeal: two cards together</source>
        <translation>派錯牌：兩張牌一起出</translation>
    </message>
    <message>
        <source>Misdeal: card on the wrong hand</source>
        <translation>派錯牌：牌派錯一家</translation>
    </message>
    <message>
        <source>Misdeal: third card where the hand stands</source>
        <translation>派錯牌：不應補牌卻補了牌</translation>
    </message>
    <message>
        <source>Misdeal: cards out of order, seen</source>
        <translation>派錯牌：次序錯誤，已開牌</translation>
    </message>
    <message>
        <source>The {card} came out of the shoe face up, for the {hand}.</source>
        <translation>{card} 從牌靴出來時是翻開的，派給{hand}。</translation>
    </message>
    <message>
        <source>Two cards came out together for the {hand}: the {card} is the one under (ringed: it came out face down, not exposed).</source>
        <translation>派給{hand}時兩張牌一起出來：下面那張 {card}（圈出者）出來時是蓋着的，並非翻開。</translation>
    </message>
    <message>
        <source>The {card} was laid face down at the wrong hand (ringed where it lies): it is the {hand}&apos;s.</source>
        <translation>{card} 蓋着放到了錯的一家（圈出處即其所在）：它屬於{hand}。</translation>
    </message>
    <message>
        <source>The {hand} stands, but the {card} was given to it.</source>
        <translation>{hand}不應補牌，卻派了 {card}。</translation>
    </message>
    <message>
        <source>The hands are turned, and the {card} was dealt out of order: it lay on the wrong side when they were turned.</source>
        <translation>兩家已開牌，才發現 {card} 派錯次序：開牌時它放錯了一邊。</translation>
    </message>
    <message>
        <source>Card stays (K), correct it (F), burn the card (U) or void the coup (V)? Arts. 4 and 10.</source>
        <translation>牌照用 (K)、即時更正 (F)、銷牌 (U) 還是該局作廢 (V)？第四條及第十條。</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>irregularity, then the keys</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>Hint: the card stays (K).</source>
        <translation>提示：牌照用（K）。</translation>
    </message>
    <message>
        <source>Hint: correct it (F).</source>
        <translation>提示：即時更正（F）。</translation>
    </message>
    <message>
        <source>Hint: burn the card (U).</source>
        <translation>提示：銷牌（U）。</translation>
    </message>
    <message>
        <source>Hint: void the coup (V).</source>
        <translation>提示：該局作廢（V）。</translation>
    </message>
    <message numerus="yes">
        <source>Void coups (art. 10): %n, every bet returned</source>
        <translation>
            <numerusform>作廢的局（第十條）：%n，所有注碼退回</numerusform>
        </translation>
    </message>
    <message>
        <source>Coup {0} is void: every bet returned, nothing paid or taken.</source>
        <translation>第{0}局作廢：所有注碼退回，不賠不收。</translation>
    </message>
    <message>
        <source>The dealer turns</source>
        <translation>荷官開牌</translation>
    </message>
    <message>
        <source>Seat {0} turns</source>
        <translation>{0}號位開牌</translation>
    </message>
    <message>
        <source>Face down: pass</source>
        <translation>覆蓋：待交牌</translation>
    </message>
    <message>
        <source>Cards behind the cut card: {0}</source>
        <translation>白咭後面的牌：{0} 張</translation>
    </message>
    <message>
        <source>Shuffler</source>
        <translation>洗牌機</translation>
    </message>
    <message>
        <source>You cut the shuffled cards.</source>
        <translation>由你切洗好的牌。</translation>
    </message>
    <message>
        <source>Seat {0} cut the shuffled cards.</source>
        <translation>{0} 號座位的玩家切了洗好的牌。</translation>
    </message>
    <message>
        <source>{who} Place the white cut card: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who}放入白色白咭：←/→ 移動（PgUp/PgDn 一副牌），或點按牌疊，按 Enter 放下。{where}。</translation>
    </message>
    <message>
        <source>as many as decks: {0}</source>
        <translation>與牌副數相同的張數：{0}</translation>
    </message>
    <message>
        <source>the first card&apos;s value</source>
        <translation>第一張牌的點數</translation>
    </message>
    <message>
        <source>the house&apos;s fixed count</source>
        <translation>場方定下的固定張數</translation>
    </message>
    <message>
        <source>Burn the cards (the house burns {0}): type how many, Enter.</source>
        <translation>銷牌（本場銷{0}）：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>The first card is {card}. {burn}</source>
        <translation>第一張牌是 {card}。{burn}</translation>
    </message>
    <message>
        <source>Before the deal, burn the house&apos;s cards for each coup (art. 8): type how many, Enter.</source>
        <translation>派牌前，按場方規定每局銷牌（第八條）：輸入張數，按 Enter。</translation>
    </message>
    <message>
        <source>Put the last coup&apos;s cards back into the shuffler (M) before the bets.</source>
        <translation>開始下注前，先把上一局的牌放回洗牌機（M）。</translation>
    </message>
    <message>
        <source>Cards: {0}</source>
        <translation>張數：{0}</translation>
    </message>
    <message>
        <source>Placing the cut card</source>
        <translation>放白咭</translation>
    </message>
    <message>
        <source>Burning at the start of the shoe</source>
        <translation>開靴銷牌</translation>
    </message>
    <message>
        <source>Burning before a coup</source>
        <translation>每局前銷牌</translation>
    </message>
    <message>
        <source>Cards back into the shuffler</source>
        <translation>把牌放回洗牌機</translation>
    </message>
    <message>
        <source>The shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>the cut card {0} to {1} cards from the end</source>
        <translation>白咭放在距尾 {0} 至 {1} 張牌之間</translation>
    </message>
    <message>
        <source>the cut card at {0} from the end</source>
        <translation>白咭放在距尾 {0} 張</translation>
    </message>
    <message>
        <source>cards burnt: {0}</source>
        <translation>銷牌張數：{0}</translation>
    </message>
    <message>
        <source>Hint: place the cut card at {0} from the end.</source>
        <translation>提示：把白咭放在距尾 {0} 張。</translation>
    </message>
    <message>
        <source>Hint: cards to burn: {0}.</source>
        <translation>提示：要銷 {0} 張牌。</translation>
    </message>
    <message>
        <source>put the cards back into the shuffler</source>
        <translation>把牌放回洗牌機</translation>
    </message>
    <message>
        <source>{who} Place the white cut card at least {low} cards from the end (art. 2), at most {high}: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who}把白咭放在距牌尾最少 {low} 張處（第2條），最多 {high} 張：←/→ 移動（PgUp/PgDn 一副牌），或點按牌疊，按 Enter 放下。{where}。</translation>
    </message>
    <message>
        <source>Hint: put the cards back into the shuffler (M).</source>
        <translation>提示：把牌放回洗牌機（M）。</translation>
    </message>
    <message>
        <source>Place cut card (Enter)</source>
        <translation>放白咭 (Enter)</translation>
    </message>
    <message>
        <source>Burn (Enter)</source>
        <translation>銷牌 (Enter)</translation>
    </message>
    <message>
        <source>Cards to shuffler (M)</source>
        <translation>牌放回洗牌機 (M)</translation>
    </message>
    <message>
        <source>Grant demonstration (G)</source>
        <translation>准許示範局 (G)</translation>
    </message>
    <message>
        <source>Refuse demonstration (F)</source>
        <translation>拒絕示範局 (F)</translation>
    </message>
    <message>
        <source>Last: this and one more (L)</source>
        <translation>最後：本局再多一局 (L)</translation>
    </message>
    <message>
        <source>Last: this coup (O)</source>
        <translation>最後：本局 (O)</translation>
    </message>
    <message>
        <source>New decks (E)</source>
        <translation>換新牌 (E)</translation>
    </message>
    <message>
        <source>Shuffle (S)</source>
        <translation>洗牌 (S)</translation>
    </message>
    <message>
        <source>A player asks for a demonstration coup (art. 2): grant it (G) or refuse it (F). Up to three a shoe, no bets on it.</source>
        <translation>有玩家要求示範局（第2條）：准許（G）或拒絕（F）。每靴最多三局，示範局不得下注。</translation>
    </message>
    <message>
        <source>Demonstration coup {n}: Player {p}, Banker {b}. {ask}</source>
        <translation>第{n}個示範局：閒 {p}，莊 {b}。{ask}</translation>
    </message>
    <message>
        <source>A damaged or marked card ({0}) is out: call for new decks (E) before anything else (art. 3).</source>
        <translation>出現損壞或有記號的牌（{0}）：先要求換新牌（E），其他步驟稍後（第3條）。</translation>
    </message>
    <message>
        <source>The cut card is out: announce the last coup (L: this coup and one more; O: this coup is the last; art. 3).</source>
        <translation>白咭已出：宣佈最後一局（L：本局再多一局；O：本局是最後一局；第3條）。</translation>
    </message>
    <message>
        <source>The pit boss asks for a new shoe: close this one and shuffle (S); no more coups from it (art. 3).</source>
        <translation>賭區主任要求換靴：收起這靴並洗牌（S）；這靴不再開局（第3條）。</translation>
    </message>
    <message>
        <source>The last coup is dealt: shuffle (S); no coup past the last one (art. 3).</source>
        <translation>最後一局已派完：洗牌（S）；最後一局之後不得再開局（第3條）。</translation>
    </message>
    <message>
        <source>grant the demonstration coup</source>
        <translation>准許示範局</translation>
    </message>
    <message>
        <source>refuse the demonstration coup</source>
        <translation>拒絕示範局</translation>
    </message>
    <message>
        <source>announce: this coup and one more</source>
        <translation>宣佈：本局再多一局</translation>
    </message>
    <message>
        <source>announce: this coup is the last</source>
        <translation>宣佈：本局是最後一局</translation>
    </message>
    <message>
        <source>nothing yet: the cut card is not out</source>
        <translation>暫時不用：白咭未出</translation>
    </message>
    <message>
        <source>new decks</source>
        <translation>換新牌</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Demonstration coup</source>
        <translation>示範局</translation>
    </message>
    <message>
        <source>Bets on a demonstration coup</source>
        <translation>示範局時收注</translation>
    </message>
    <message>
        <source>Announcing the last coup</source>
        <translation>宣佈最後一局</translation>
    </message>
    <message>
        <source>Closing the shoe</source>
        <translation>收靴</translation>
    </message>
    <message>
        <source>Damaged card</source>
        <translation>損壞的牌</translation>
    </message>
    <message>
        <source>Hint: grant the demonstration coup (G).</source>
        <translation>提示：准許示範局（G）。</translation>
    </message>
    <message>
        <source>Hint: refuse the demonstration coup (F).</source>
        <translation>提示：拒絕示範局（F）。</translation>
    </message>
    <message>
        <source>Hint: announce this coup and one more (L).</source>
        <translation>提示：宣佈本局再多一局（L）。</translation>
    </message>
    <message>
        <source>Hint: announce this coup is the last (O).</source>
        <translation>提示：宣佈本局是最後一局（O）。</translation>
    </message>
    <message>
        <source>Hint: call for new decks (E).</source>
        <translation>提示：要求換新牌（E）。</translation>
    </message>
    <message>
        <source>Hint: shuffle (S).</source>
        <translation>提示：洗牌（S）。</translation>
    </message>
    <message>
        <source>House procedure</source>
        <translation>本場規程</translation>
    </message>
    <message>
        <source>{0} decks in a shuffler (art. 2)</source>
        <translation>{0} 副牌，洗牌機（第2條）</translation>
    </message>
    <message>
        <source>burn as decks</source>
        <translation>銷牌張數同副數</translation>
    </message>
    <message>
        <source>burn 1st card&apos;s value</source>
        <translation>銷首張牌點數</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>銷 {0} 張</translation>
    </message>
    <message>
        <source>{decks} decks, {burn} (art. 2)</source>
        <translation>{decks} 副牌，{burn}（第2條）</translation>
    </message>
    <message>
        <source>Burn {0} each coup (art. 8)</source>
        <translation>每局前銷 {0} 張（第8條）</translation>
    </message>
    <message>
        <source>Last coup: this + 1 more (art. 3)</source>
        <translation>最後一局：本局再多一局（第3條）</translation>
    </message>
    <message>
        <source>Last coup: this one (art. 3)</source>
        <translation>最後一局：本局（第3條）</translation>
    </message>
    <message>
        <source>Demo coups: up to {0} (art. 2)</source>
        <translation>示範局：最多 {0} 局（第2條）</translation>
    </message>
    <message>
        <source>No demo coups here (art. 2)</source>
        <translation>本枱不設示範局（第2條）</translation>
    </message>
    <message>
        <source>Card holder: largest bet (art. 16)</source>
        <translation>持牌人：最大注碼（第16條）</translation>
    </message>
    <message>
        <source>Next coup is the last</source>
        <translation>下一局為最後一局</translation>
    </message>
    <message>
        <source>Last coup of the shoe</source>
        <translation>本靴最後一局</translation>
    </message>
</context>
<context>
    <name>TodayPage</name>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
</context>
<context>
    <name>TodayWords</name>
    <message>
        <source>Hello, {0} — {1}</source>
        <translation>{0}，你好 — {1}</translation>
    </message>
    <message>
        <source>Reviews due</source>
        <translation>待溫習</translation>
    </message>
    <message>
        <source>Today&apos;s goal</source>
        <translation>今日目標</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連續練習</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一課</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>功課</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Practice over the last 12 months</source>
        <translation>過去12個月的練習</translation>
    </message>
    <message>
        <source>{0}  {1}: {2} due · {3} new</source>
        <translation>{0}  {1}：{2} 項到期 · {3} 項新</translation>
    </message>
    <message>
        <source>Press {0} to start this drill&apos;s due reviews</source>
        <translation>按 {0} 開始溫習這項練習的到期項目</translation>
    </message>
    <message>
        <source>Press {0} to deal at the Table</source>
        <translation>按 {0} 到賭枱派牌</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the baccarat Table, {1} the Sam Kong Table.</source>
        <translation>賭枱：你在賭枱上做錯的步驟種類會像練習題一樣再次到期；派一靴牌時便會複習。按 {0} 開啟百家樂賭枱，按 {1} 開啟三公百家樂賭枱。</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Sam Kong Table.</source>
        <translation>賭枱：你在賭枱上做錯的步驟種類會像練習題一樣再次到期；派一靴牌時便會複習。按 {0} 開啟三公百家樂賭枱。</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Table.</source>
        <translation>賭枱：你在賭枱上做錯的步驟種類會像練習題一樣再次到期；派一靴牌時便會複習。按 {0} 開啟賭枱。</translation>
    </message>
    <message>
        <source>Nothing is due: every review is up to date.</source>
        <translation>沒有到期項目：所有溫習都已完成。</translation>
    </message>
    <message>
        <source>Today could not be read ({0}). It is read again when you come back here.</source>
        <translation>無法讀取「今日」頁面（{0}）。你回到這裡時會再讀取一次。</translation>
    </message>
    <message>
        <source>Nothing is due in {0}: every review is up to date. Practise it freely from Practice (Ctrl+1).</source>
        <translation>{0}暫時沒有到期項目，所有溫習都已完成。可到「練習」（Ctrl+1）自由練習。</translation>
    </message>
    <message>
        <source>Start with lesson {0}: {1}. Press L to open it.</source>
        <translation>由第 {0} 課開始：{1}。按 L 打開。</translation>
    </message>
    <message>
        <source>Start with any drill below: press 1.</source>
        <translation>由下面任何一項練習開始：按 1。</translation>
    </message>
    <message>
        <source>{0} of {1} minutes</source>
        <translation>{0} / {1} 分鐘</translation>
    </message>
    <message>
        <source>{0} of {1} answers</source>
        <translation>{0} / {1} 題</translation>
    </message>
    <message>
        <source>{0} — goal reached, well done!</source>
        <translation>{0} — 已達目標，做得好！</translation>
    </message>
    <message>
        <source>A Table coup, or a Sam Kong round, counts as one answer.</source>
        <translation>百家樂賭枱的每一局、三公百家樂賭枱的每一局，都算作一題。</translation>
    </message>
    <message>
        <source>Answer one question today to start a streak.</source>
        <translation>今日答一題，就開始連續練習。</translation>
    </message>
    <message>
        <source>Days in a row: {0}, today included.</source>
        <translation>連續 {0} 日，包括今日。</translation>
    </message>
    <message>
        <source>Days in a row: {0}. Practise today to keep it going.</source>
        <translation>連續 {0} 日。今日練習就可以保持下去。</translation>
    </message>
    <message>
        <source>A missed day was kept: {0}.</source>
        <translation>有一日沒有練習，已為你保留：{0}。</translation>
    </message>
    <message>
        <source>If you miss a day this week, it will be kept.</source>
        <translation>本星期如有一日沒有練習，會為你保留。</translation>
    </message>
    <message>
        <source>Lesson {0}: {1}</source>
        <translation>第 {0} 課：{1}</translation>
    </message>
    <message>
        <source>L  Open the lesson</source>
        <translation>L  打開課程</translation>
    </message>
    <message>
        <source>Every lesson is passed.</source>
        <translation>所有課程都已通過。</translation>
    </message>
    <message>
        <source>No homework set.</source>
        <translation>未有功課。</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>課程已不再提供（{0}）</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>課程：{0}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>作答%n題</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} right over the last {1}</source>
        <translation>最近 {1} 題答對 {0}</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>最近 {1} 題中位數 {0}</translation>
    </message>
    <message>
        <source>all due reviews cleared</source>
        <translation>完成所有到期溫習</translation>
    </message>
    <message>
        <source>pass the check</source>
        <translation>通過測驗</translation>
    </message>
    <message>
        <source>{0}: {1}, due {2} — {3}</source>
        <translation>{0}：{1}，{2} 到期 — {3}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>past its due date</source>
        <translation>已過到期日</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>暫未能計算</translation>
    </message>
    <message>
        <source>No exam assigned.</source>
        <translation>未有指定考試。</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>{0} 開放，{1} 截止</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 開放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>現已開放</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>E  Go to exams</source>
        <translation>E  前往考試</translation>
    </message>
    <message>
        <source>Your practice days will fill this calendar.</source>
        <translation>你練習的日子會填滿這個日曆。</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>少</translation>
    </message>
    <message>
        <source>More</source>
        <translation>多</translation>
    </message>
    <message>
        <source>Answers on {0}: {1}</source>
        <translation>{0} 答題數：{1}</translation>
    </message>
    <message>
        <source>Days practised: {0}. Answers: {1}.</source>
        <translation>練習日數：{0}。答題數：{1}。</translation>
    </message>
</context>
<context>
    <name>TraineeDesk</name>
    <message>
        <source>Exam in progress</source>
        <translation>考試進行中</translation>
    </message>
    <message>
        <source>An exam sitting is running.</source>
        <translation>一場考試正在進行。</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open on the school server and its clock keeps running. When you sign in again, the proctor approves it on their own desk and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>如果你現在關閉荷官培訓，該場考試會在學校伺服器上保持開啟，計時繼續。你再次登入時，監考人在自己的電腦上批准，便以餘下的時間繼續作答同一批題目（如本考試如此規定，則該場考試會以未完成結束）。絕不會抽出新題目。

仍然關閉？</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open and its clock keeps running. When you sign in again, the proctor enters their password and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>如果你現在關閉荷官培訓，該場考試會保持開啟，計時繼續。你再次登入時，監考人輸入密碼，便以餘下的時間繼續作答同一批題目（如本考試如此規定，則該場考試會以未完成結束）。絕不會抽出新題目。

仍然關閉？</translation>
    </message>
    <message>
        <source>No exam is open to you now. Your instructor assigns exams to your cohort.</source>
        <translation>你現在沒有可參加的考試。導師會把考試指派給你的班別。</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” on the desk {1} has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>你在電腦 {1} 上的「{0}」考試已經結束。導師可以看到成績，或作廢的原因。</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>你的「{0}」考試已經結束。導師可以看到成績，或作廢的原因。</translation>
    </message>
    <message>
        <source>, {0} s per question</source>
        <translation>，每題{0}秒</translation>
    </message>
    <message numerus="yes">
        <source>Sam Kong Table “{0}”: %n round(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>三公百家樂賭枱「{0}」：%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam running on another desk: {0}</source>
        <translation>考試正在另一部電腦上進行：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Your sitting is running on the desk {0} now: all {2} questions are answered and %n step(s) were taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>
            <numerusform>你的考試正在電腦 {0} 上進行：{2} 題已全部作答，並已在賭枱做了 %n 步；時間會在{3}（澳門時間）結束。

每場考試同一時間只可在一部電腦上進行：請在 {0} 繼續作答。如該電腦已停止，待它兩分鐘沒有活動後，監考人可在這裡繼續考試。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sitting is running on the desk {0} now: {1} of {2} questions answered; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>你的考試正在電腦 {0} 上進行：已答{2}題中的{1}題；時間會在{3}（澳門時間）結束。

每場考試同一時間只可在一部電腦上進行：請在 {0} 繼續作答。如該電腦已停止，待它兩分鐘沒有活動後，監考人可在這裡繼續考試。</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting here…</source>
        <translation>監考人：在這裡繼續考試…</translation>
    </message>
    <message>
        <source>Exam interrupted: {0}</source>
        <translation>考試中斷：{0}</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor approves it on their own desk, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。本考試不容許繼續：監考人在自己的電腦上批准後，這場考試會以未完成結束，當作不合格。你的導師可以批准重考。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor enters their name and password, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。本考試不容許繼續：監考人輸入名稱及密碼後，這場考試會以未完成結束，當作不合格。你的導師可以批准重考。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。該場考試仍然開啟，計時一直繼續：時間會在{2}（澳門時間）結束。

請監考人輸入名稱及密碼。同一批題目會以餘下的時間繼續。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。該場考試仍然開啟，計時一直繼續：時間會在{2}（澳門時間）結束。

請按下面的按鈕：監考人在自己的電腦上批准，密碼不會在這裡輸入。同一批題目會以餘下的時間繼續。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。該場考試仍然開啟，計時一直繼續：時間會在{2}（澳門時間）結束。

請按下面的按鈕：監考人在自己的電腦上批准，密碼不會在這裡輸入。同一批題目會以餘下的時間繼續；如本考試不容許繼續，則會以未完成結束。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>你的考試在{1}題中的第{0}題後中斷。該場考試仍然開啟，計時一直繼續：時間會在{2}（澳門時間）結束。

請監考人輸入名稱及密碼。同一批題目會以餘下的時間繼續；如本考試不容許繼續，則會以未完成結束。</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting…</source>
        <translation>監考人：繼續考試…</translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same round and step.</source>
        <translation>
            <numerusform>三公百家樂賭枱上已完成 %n 個步驟：會在同一局、同一步驟繼續。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup (or round) and step.</source>
        <translation>
            <numerusform>賭枱上已完成 %n 個步驟：會在同一局、同一步驟繼續。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the exam: proctor</source>
        <translation>開始考試：監考人</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to start “{0}” for {1}. The clock starts at once.</source>
        <translation>監考人：請輸入你的登入名稱及密碼，為{1}開始「{0}」。計時會即時開始。</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to reopen {0}&apos;s sitting.</source>
        <translation>監考人：請輸入你的登入名稱及密碼，重開{0}的考試。</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登入名稱(&amp;N)</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor approves the sitting on their own desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>你可以參加的考試。監考人會在自己的電腦上批准考試。考試期間只顯示考試：沒有提示、沒有回饋、有倒數計時，完結時顯示成績。</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor starts the sitting at your desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>你可以參加的考試。監考人會在你的座位開始考試。考試期間只顯示考試：沒有提示、沒有回饋、有倒數計時，完結時顯示成績。</translation>
    </message>
    <message>
        <source>Continue the exam: proctor</source>
        <translation>繼續考試：監考人</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n題</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table “{0}”: %n coup(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>賭枱「{0}」：%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} — {1} in {2}{3} · pass mark {4}% · attempts left {5} of {6}</source>
        <comment>the exam list: {1} is what the exam asks</comment>
        <translation>{0} — {1}，限時{2}{3} · 合格分數{4}% · 尚餘應考次數{5}（共{6}次）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of an exam</comment>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup and step.</source>
        <translation>
            <numerusform>賭枱上已完成 %n 個步驟：會在同一局、同一步驟繼續。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在檢查…</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Start with the proctor…  [Enter]</source>
        <translation>與監考人一起開始…  [Enter]</translation>
    </message>
</context>
<context>
    <name>TraineeDialog</name>
    <message>
        <source>Add a trainee</source>
        <translation>新增學員</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（無班別）</translation>
    </message>
    <message>
        <source>4 to 12 digits</source>
        <translation>4至12位數字</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登入名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>顯示名稱(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>班別(&amp;C)</translation>
    </message>
    <message>
        <source>First &amp;PIN</source>
        <translation>首個PIN碼(&amp;P)</translation>
    </message>
</context>
<context>
    <name>TraineeExamsTab</name>
    <message>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <source>Choose a trainee to see their exams.</source>
        <translation>請選擇一名學員，查看其考試。</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s), {0} passed.</source>
        <translation>
            <numerusform>%n場考試，{0}場合格。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}, attempt {2}, counts.</source>
        <translation>{0}：{1}，第{2}次，計算成績。</translation>
    </message>
    <message>
        <source>{0} with altered records (in red).</source>
        <translation>{0}場紀錄曾被改動（紅色顯示）。</translation>
    </message>
    <message>
        <source>No exam sat yet.</source>
        <translation>尚未應考。</translation>
    </message>
    <message>
        <source>&amp;Review sitting…</source>
        <translation>檢討考試(&amp;R)…</translation>
    </message>
</context>
<context>
    <name>UpdatedLabel</name>
    <message>
        <source>Live updates paused: reconnecting…</source>
        <translation>即時更新已暫停：正在重新連線…</translation>
    </message>
    <message>
        <source>Updated {0}</source>
        <translation>更新於 {0}</translation>
    </message>
    <message>
        <source>Changes made on any desk show here within a second.</source>
        <translation>任何一台電腦作出的更改，一秒內就會在這裡顯示。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>All drills</source>
        <translation>所有練習</translation>
    </message>
    <message>
        <source>Draw decisions</source>
        <translation>補牌判斷</translation>
    </message>
    <message>
        <source>Sam Kong levels</source>
        <translation>三公牌級</translation>
    </message>
    <message>
        <source>Sam Kong doors</source>
        <translation>三公門位輸贏</translation>
    </message>
    <message>
        <source>Sam Kong payouts</source>
        <translation>三公派彩</translation>
    </message>
    <message>
        <source>Shoe procedure</source>
        <translation>牌靴程序</translation>
    </message>
    <message>
        <source>Player 閒</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸運6</translation>
    </message>
    <message>
        <source>door {0} vs banker</source>
        <translation>第{0}門對莊家</translation>
    </message>
    <message>
        <source>tie on door {0}</source>
        <translation>第{0}門和局</translation>
    </message>
    <message>
        <source>banker point {0}</source>
        <translation>莊家{0}點</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>單</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Call the coup</source>
        <translation>報牌</translation>
    </message>
    <message>
        <source>Commission and payouts</source>
        <translation>佣金及派彩</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>賭枱</translation>
    </message>
    <message>
        <source>Sam Kong Table</source>
        <translation>三公百家樂賭枱</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>百家樂賭枱</translation>
    </message>
    <message>
        <source>Mass floor HK$300</source>
        <translation>中場 HK$300</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000</source>
        <translation>中場 HK$1,000</translation>
    </message>
    <message>
        <source>Premium mass HK$5,000</source>
        <translation>高級中場 HK$5,000</translation>
    </message>
    <message>
        <source>No-commission HK$500</source>
        <translation>免佣 HK$500</translation>
    </message>
    <message>
        <source>Commission box HK$2,000</source>
        <translation>佣金格 HK$2,000</translation>
    </message>
    <message>
        <source>Colour for colour HK$2,000</source>
        <translation>同色賠付 HK$2,000</translation>
    </message>
    <message>
        <source>Mass HK$1,000, tie: may change</source>
        <translation>中場 HK$1,000，和局後可改注</translation>
    </message>
    <message>
        <source>SJM HK$500, tie: increase only</source>
        <translation>澳博 HK$500，和局後只可加注</translation>
    </message>
    <message>
        <source>VIP card holder (squeeze) HK$5,000</source>
        <translation>貴賓咪牌枱 HK$5,000</translation>
    </message>
    <message>
        <source>Shuffler table HK$500</source>
        <translation>洗牌機賭枱 HK$500</translation>
    </message>
    <message>
        <source>Sam Kong, six doors, shoe HK$100</source>
        <translation>三公，六門，牌靴 HK$100</translation>
    </message>
    <message>
        <source>Sam Kong, five doors, one-deck box HK$100</source>
        <translation>三公，五門，一副牌盒 HK$100</translation>
    </message>
    <message>
        <source>Sam Kong VIP, eight doors HK$1,000</source>
        <translation>三公貴賓，八門 HK$1,000</translation>
    </message>
    <message>
        <source>door</source>
        <translation>門</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>point</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>even</source>
        <translation>雙</translation>
    </message>
    <message>
        <source>三公</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>{bet} on door {door}</source>
        <comment>a Sam Kong bet placed on a door</comment>
        <translation>第{door}門{bet}</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>Two faces {points}</source>
        <translation>雙公{points}點</translation>
    </message>
    <message>
        <source>One face {points}</source>
        <translation>單公{points}點</translation>
    </message>
    <message>
        <source>No face {points}</source>
        <translation>無公{points}點</translation>
    </message>
    <message>
        <source>{hant} — {words}</source>
        <comment>Sam Kong level. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hant}</translation>
    </message>
    <message>
        <source>{hant} ({words})</source>
        <comment>Sam Kong level inside a sentence. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hant}</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>百家樂</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>三公百家樂</translation>
    </message>
    <message>
        <source>{game} art. {number}</source>
        <translation>{game}第{number}條</translation>
    </message>
    <message>
        <source>option (a)</source>
        <translation>方式(a)</translation>
    </message>
    <message>
        <source>option (b)</source>
        <translation>方式(b)</translation>
    </message>
    <message>
        <source>option (c)</source>
        <translation>方式(c)</translation>
    </message>
    <message>
        <source>house note (SJM)</source>
        <translation>賭場慣例(澳博)</translation>
    </message>
    <message>
        <source>Player: draw or stand?  D = draw, S = stand</source>
        <translation>閒家：補牌還是不補？  D = 補牌，S = 不補</translation>
    </message>
    <message>
        <source>Banker: draw or stand?  D = draw, S = stand</source>
        <translation>莊家：補牌還是不補？  D = 補牌，S = 不補</translation>
    </message>
    <message>
        <source>Enter an amount (0 if nothing is paid).</source>
        <translation>請輸入金額（不用派彩則輸入0）。</translation>
    </message>
    <message>
        <source>That is not an amount. Use digits, e.g. 1,235 or 1235.</source>
        <translation>這不是金額。請用數字，例如 1,235 或 1235。</translation>
    </message>
    <message>
        <source>An amount cannot be negative.</source>
        <translation>金額不可以是負數。</translation>
    </message>
    <message>
        <source>This table pays whole dollars: no cents.</source>
        <translation>本枱只派整數元，不設仙。</translation>
    </message>
    <message>
        <source>That amount is far beyond any table limit.</source>
        <translation>這個金額遠超任何枱面限額。</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>這不是金額。</translation>
    </message>
    <message>
        <source>The card is valid; the coup goes on</source>
        <translation>該牌有效，該局繼續</translation>
    </message>
    <message>
        <source>The coup is void</source>
        <translation>該局作廢</translation>
    </message>
    <message>
        <source>Burn the card and deal another</source>
        <translation>銷去該牌，再派另一張</translation>
    </message>
    <message>
        <source>Reshuffle the shoe</source>
        <translation>重新洗牌</translation>
    </message>
    <message>
        <source>Correct it at once; if it cannot be corrected, the coup is void</source>
        <translation>立即更正；如無法更正，該局作廢</translation>
    </message>
    <message>
        <source>The coup stands as dealt</source>
        <translation>該局按已派的牌進行</translation>
    </message>
    <message>
        <source>The coup is always void</source>
        <translation>該局一律作廢</translation>
    </message>
    <message>
        <source>Type the number and press Enter.</source>
        <translation>輸入數字，然後按 Enter。</translation>
    </message>
    <message>
        <source>Y = yes, N = no.</source>
        <translation>Y = 是，N = 否。</translation>
    </message>
    <message>
        <source>Press the number of your answer.</source>
        <translation>按答案的編號。</translation>
    </message>
    <message>
        <source>Burn option (b): the first card drawn is shown. How many more cards are burnt after it?</source>
        <translation>銷牌方式(b)：先抽出的第一張牌已翻開。之後還要再銷多少張牌？</translation>
    </message>
    <message>
        <source>Burn option (a) with {0} decks in the shoe: how many cards are burnt?</source>
        <translation>銷牌方式(a)，牌靴內有{0}副牌：要銷多少張牌？</translation>
    </message>
    <message>
        <source>Burn option (c): may the house fix the burn at {0} cards?</source>
        <translation>銷牌方式(c)：賭場可否把銷牌數定為{0}張？</translation>
    </message>
    <message>
        <source>Baccarat: at least how many cards must lie behind the cut card?</source>
        <translation>百家樂：白咭之後最少要有多少張牌？</translation>
    </message>
    <message>
        <source>Baccarat, {0} decks: may the cut card go in {1} cards from the end?</source>
        <translation>百家樂，{0}副牌：白咭可否放在距離尾端{1}張牌的位置？</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: may the second cut card go {1} cards from the end?</source>
        <translation>三公百家樂，牌靴{0}副牌：第二張白咭可否放在距離尾端{1}張牌的位置？</translation>
    </message>
    <message>
        <source>Sam Kong shoe: the cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>三公百家樂牌靴：白咭在第{0}局出現。哪一局是最後一局？</translation>
    </message>
    <message>
        <source>the house reads art. 3 as &apos;this coup is the last&apos;</source>
        <translation>賭場把第3條理解為「本局就是最後一局」</translation>
    </message>
    <message>
        <source>the house plays one more coup after the cut card</source>
        <translation>賭場在白咭出現後再玩一局</translation>
    </message>
    <message>
        <source>Baccarat: the cut card comes out during coup {0}; {1}. Which coup is the last?</source>
        <translation>百家樂：白咭在第{0}局出現；{1}。哪一局是最後一局？</translation>
    </message>
    <message>
        <source>How many demonstration coups may be dealt per shoe at most?</source>
        <translation>每靴牌最多可派多少局示範局？</translation>
    </message>
    <message>
        <source>{0} demonstration coups have been dealt. May one more be dealt?</source>
        <translation>已派了{0}局示範局。可否再派一局？</translation>
    </message>
    <message>
        <source>{0}: a card comes out of the shoe face up. What happens?</source>
        <translation>{0}：一張牌從牌靴翻開出來。怎樣處理？</translation>
    </message>
    <message>
        <source>{0}: the dealer makes a dealing error. What happens?</source>
        <translation>{0}：荷官派牌出錯。怎樣處理？</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: how many cards have been burnt in all once coup {1} starts?</source>
        <translation>三公百家樂，牌靴{0}副牌：第{1}局開始時，合共已銷了多少張牌？</translation>
    </message>
    <message>
        <source>{text}  ({seconds} s)</source>
        <translation>{text}  （{seconds}秒）</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a rule</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{pay} {chips}</source>
        <comment>a payout followed by its chips</comment>
        <translation>{pay}，{chips}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the parts of an answer</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>補牌</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>不補</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}</source>
        <translation>閒{player}點，莊{banker}點</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>pay {amount}</source>
        <translation>派{amount}</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>佣金{amount}</translation>
    </message>
    <message>
        <source>in chips {chips}</source>
        <translation>籌碼：{chips}</translation>
    </message>
    <message>
        <source>door {door} {result}</source>
        <translation>第{door}門{result}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊贏</translation>
    </message>
    <message>
        <source>wins</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>贏</translation>
    </message>
    <message>
        <source>loses</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>輸</translation>
    </message>
    <message>
        <source>ties</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>和</translation>
    </message>
    <message>
        <source>{count} × {chip}</source>
        <translation>{count} × {chip}</translation>
    </message>
    <message>
        <source>{fact} ({article})</source>
        <comment>a fact of a rule and the article it comes from</comment>
        <translation>{fact}（{article}）</translation>
    </message>
    <message>
        <source>the Player total</source>
        <translation>閒家點數</translation>
    </message>
    <message>
        <source>the Banker total</source>
        <translation>莊家點數</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>贏家</translation>
    </message>
    <message>
        <source>the Player Pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>the Banker Pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>the natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>the payout</source>
        <translation>派彩</translation>
    </message>
    <message>
        <source>the commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>the chip breakdown</source>
        <translation>籌碼組合</translation>
    </message>
    <message>
        <source>the level</source>
        <translation>牌級</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>right amount, but {given} chips where {fewest} pay it</source>
        <translation>金額正確，但用了 {given} 個籌碼，{fewest} 個已足夠</translation>
    </message>
    <message>
        <source>door {door} {expected}, not {given}</source>
        <translation>第{door}門{expected}，不是{given}</translation>
    </message>
    <message>
        <source>{part} is {expected}, not {given}</source>
        <translation>{part}應是{expected}，不是{given}</translation>
    </message>
    <message>
        <source>the coup is a natural</source>
        <translation>這局是例牌</translation>
    </message>
    <message>
        <source>the coup is not a natural</source>
        <translation>這局不是例牌</translation>
    </message>
    <message>
        <source>there is a {pair}</source>
        <translation>有{pair}</translation>
    </message>
    <message>
        <source>there is no {pair}</source>
        <translation>沒有{pair}</translation>
    </message>
    <message>
        <source>{part}: {expected}</source>
        <translation>{part}：{expected}</translation>
    </message>
    <message>
        <source>{bet} {amount} wins</source>
        <translation>{bet} {amount} 贏</translation>
    </message>
    <message>
        <source>{bet} {amount} loses: take it</source>
        <translation>{bet} {amount} 輸：收回</translation>
    </message>
    <message>
        <source>{bet} {amount} pushes: it stays</source>
        <translation>{bet} {amount} 和局：注碼保留</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} wins</source>
        <translation>第{seat}位 {bet} {amount} 贏</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} loses: take it</source>
        <translation>第{seat}位 {bet} {amount} 輸：收回</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} pushes: it stays</source>
        <translation>第{seat}位 {bet} {amount} 和局：注碼保留</translation>
    </message>
    <message>
        <source>Player has a natural {total}: nobody draws</source>
        <translation>閒家例牌{total}點：雙方都不補牌</translation>
    </message>
    <message>
        <source>Banker has a natural {total}: nobody draws</source>
        <translation>莊家例牌{total}點：雙方都不補牌</translation>
    </message>
    <message>
        <source>Player {total} draws (Player draws on {range})</source>
        <translation>閒家{total}點補牌（閒家{range}點補牌）</translation>
    </message>
    <message>
        <source>Player {total} stands (Player stands on {range})</source>
        <translation>閒家{total}點不補（閒家{range}點不補）</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player stood (Banker draws on {range})</source>
        <translation>閒家不補牌時，莊家{total}點補牌（莊家{range}點補牌）</translation>
    </message>
    <message>
        <source>Banker {total} stands when the Player stood</source>
        <translation>閒家不補牌時，莊家{total}點不補</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>莊家{total}點一律不補</translation>
    </message>
    <message>
        <source>Banker {total} draws whatever the Player&apos;s third card</source>
        <translation>莊家{total}點，無論閒家第三張牌是甚麼都補牌</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {range}</source>
        <translation>閒家第三張牌是{range}時，莊家{total}點補牌</translation>
    </message>
    <message>
        <source>Banker {total} stands on a Player third card of {third} (it draws only on {range})</source>
        <translation>閒家第三張牌是{third}，莊家{total}點不補（只在{range}時補牌）</translation>
    </message>
    <message>
        <source>the {card} counts {value}</source>
        <translation>{card}當{value}點</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Player wins</source>
        <translation>閒{player}點，莊{banker}點：閒贏</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Banker wins</source>
        <translation>閒{player}點，莊{banker}點：莊贏</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Tie</source>
        <translation>閒{player}點，莊{banker}點：和局</translation>
    </message>
    <message>
        <source>a first card {card} means burning {burn} more cards</source>
        <translation>第一張牌是{card}，即再銷{burn}張牌</translation>
    </message>
    <message>
        <source>{burn} cards burnt in all once coup {coup} starts ({decks} decks: as many as decks at the start, one more before every later coup)</source>
        <translation>第{coup}局開始時共已銷{burn}張牌（{decks}副牌：開始時銷牌數與牌副數相同，其後每局前再銷一張）</translation>
    </message>
    <message>
        <source>the banker has {name}, rank {ordinal} of {count} levels</source>
        <translation>莊家是{name}，{count}級中第{ordinal}級</translation>
    </message>
    <message>
        <source>with {decks} decks burn {burn} cards</source>
        <translation>{decks}副牌要銷{burn}張牌</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the articles cited</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{facts} — {article}</source>
        <translation>{facts} — {article}</translation>
    </message>
    <message>
        <source>Time is up. The answer: {answer}. {rule}</source>
        <translation>時間到。答案：{answer}。{rule}</translation>
    </message>
    <message>
        <source>Right amount, not the fewest chips. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>金額正確，但籌碼不是最少。你答{given}；答案是{answer}。{rule}</translation>
    </message>
    <message>
        <source>Not right. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>答錯。你答{given}；答案是{answer}。{rule}</translation>
    </message>
    <message>
        <source>Correct. {rule}</source>
        <translation>答對。{rule}</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is allowed</source>
        <translation>固定銷牌數為{low}至{high}張；{fixed}張是容許的</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is not allowed</source>
        <translation>固定銷牌數為{low}至{high}張；{fixed}張是不容許的</translation>
    </message>
    <message>
        <source>the cut card goes at the last {min} cards or earlier</source>
        <translation>白咭放在最後{min}張牌或更前的位置</translation>
    </message>
    <message>
        <source>the second cut card goes between the last {low} and {high} cards</source>
        <translation>第二張白咭放在最後{low}至{high}張牌之間</translation>
    </message>
    <message>
        <source>the cut card came out in coup {cut}: coup {last} is the last</source>
        <translation>白咭在第{cut}局出現：第{last}局是最後一局</translation>
    </message>
    <message>
        <source>at most {max} demonstration coups per shoe</source>
        <translation>每靴牌最多{max}局示範局</translation>
    </message>
    <message>
        <source>an exposed card stays valid and the coup goes on</source>
        <translation>翻開了的牌仍然有效，該局繼續</translation>
    </message>
    <message>
        <source>a dealing error is corrected at once, or else the coup is void</source>
        <translation>派牌錯誤須立即更正，否則該局作廢</translation>
    </message>
    <message numerus="yes">
        <source>%n face(s) and {points} points: {name}, rank {ordinal} of {count} levels</source>
        <translation>
            <numerusform>%n張公、{points}點：{name}，{count}級中第{ordinal}級</numerusform>
        </translation>
    </message>
    <message>
        <source>door {door} with {level} wins</source>
        <translation>第{door}門{level}贏</translation>
    </message>
    <message>
        <source>door {door} with {level} loses</source>
        <translation>第{door}門{level}輸</translation>
    </message>
    <message>
        <source>door {door} with {level} ties</source>
        <translation>第{door}門{level}和</translation>
    </message>
    <message>
        <source>mark commission {commission} (5% of {winnings}) in the commission box</source>
        <translation>記佣金{commission}（{winnings}的5%），記在佣金格</translation>
    </message>
    <message>
        <source>deduct commission {commission} (5% of {winnings})</source>
        <translation>扣佣金{commission}（{winnings}的5%）</translation>
    </message>
    <message>
        <source>a 10 counts 0 but is not a face ({cards})</source>
        <translation>10當0點，但不是公（{cards}）</translation>
    </message>
    <message>
        <source>pays {odds}: pay {paid}</source>
        <translation>賠率{odds}：派{paid}</translation>
    </message>
    <message>
        <source>fewest chips: {chips} (house practice, no article)</source>
        <translation>最少籌碼：{chips}（賭場慣例，無條文）</translation>
    </message>
    <message>
        <source>fewest chips: {chips}</source>
        <translation>最少籌碼：{chips}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}秒</translation>
    </message>
    <message>
        <source>5% of {winnings} = {commission}: pay {paid}, mark {commission} in the commission box</source>
        <translation>{winnings}的5% = {commission}：派{paid}，在佣金格記{commission}</translation>
    </message>
    <message>
        <source>5% of {winnings} = {commission}: pay {paid}</source>
        <translation>{winnings}的5% = {commission}：派{paid}</translation>
    </message>
    <message>
        <source>the dealer&apos;s procedure</source>
        <translation>荷官程序</translation>
    </message>
    <message>
        <source>Banker won with 6: pays half, {paid}</source>
        <translation>莊家以6點贏：賠一半，派{paid}</translation>
    </message>
    <message>
        <source>Mass floor HK$500, 8 seats (no 4)</source>
        <translation>中場 HK$500，8個座位（無4號）</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000, 9 seats (no 4)</source>
        <translation>中場 HK$1,000，9個座位（無4號）</translation>
    </message>
</context>
</TS>
