<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en_GB">
<context>
    <name>AccountWords</name>
    <message>
        <source>Instructor</source>
        <translation>导师</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>监考人</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>The last active instructor cannot be deactivated: add or reactivate another instructor first.</source>
        <translation>最后一位启用中的导师不能停用：请先添加或重新启用另一位导师。</translation>
    </message>
    <message>
        <source>You cannot deactivate your own account; another instructor can.</source>
        <translation>你不能停用自己的账户；可由另一位导师停用。</translation>
    </message>
    <message>
        <source>Change your own password with File &gt; Change my password….</source>
        <translation>请用“文件 &gt; 更改我的密码…”更改你自己的密码。</translation>
    </message>
    <message>
        <source>Your exam seal key is not unlocked: sign out and sign in again, then reset the password, so that the new password keeps the school&apos;s seal key.</source>
        <translation>你的考试封印密钥尚未解锁：请退出后再登录，然后重置密码，使新密码保留学校的封印密钥。</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>只有学员属于班级。</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>班级{0}已归档：请先取消归档。</translation>
    </message>
</context>
<context>
    <name>AccountsTab</name>
    <message>
        <source>Acco&amp;unts (instructors, proctors and trainees)</source>
        <translation>账户(&amp;U)（导师、监考人及学员）</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登录名</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班级</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Add &amp;instructor…</source>
        <translation>添加导师(&amp;I)…</translation>
    </message>
    <message>
        <source>Add &amp;proctor…</source>
        <translation>添加监考人(&amp;P)…</translation>
    </message>
    <message>
        <source>Display &amp;name…</source>
        <translation>显示名称(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Move to cohort…</source>
        <translation>转到另一班级(&amp;M)…</translation>
    </message>
    <message>
        <source>Reset pass&amp;word or PIN…</source>
        <translation>重置密码或PIN码(&amp;W)…</translation>
    </message>
    <message>
        <source>C&amp;ohorts (archived ones are hidden from lists and kept in reports)</source>
        <translation>班级(&amp;O)（已归档的不在列表中显示，但保留在报告中）</translation>
    </message>
    <message>
        <source>active</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>已停用</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n trainee(s)</source>
        <translation>
            <numerusform>{0}：%n名学员</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: archived</source>
        <translation>{0}：已归档</translation>
    </message>
    <message>
        <source>R&amp;eactivate</source>
        <translation>重新启用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Deactivate</source>
        <translation>停用(&amp;D)</translation>
    </message>
    <message>
        <source>Un&amp;archive cohort</source>
        <translation>取消归档班级(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Archive cohort</source>
        <translation>归档班级(&amp;A)</translation>
    </message>
    <message>
        <source>Select an account in the list first.</source>
        <translation>请先在列表中选择一个账户。</translation>
    </message>
    <message>
        <source>{0} ({1}) added as {2}.</source>
        <translation>已添加{0}（{1}），身份为{2}。</translation>
    </message>
    <message>
        <source>Display name of {0} changed.</source>
        <translation>{0}的显示名称已更改。</translation>
    </message>
    <message>
        <source>Only a trainee belongs to a cohort.</source>
        <translation>只有学员属于班级。</translation>
    </message>
    <message>
        <source>{0} ({1}) moved.</source>
        <translation>{0}（{1}）已转班。</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>已为{0}（{1}）重置PIN码。</translation>
    </message>
    <message>
        <source>Password reset for {0} ({1}); their exam seal key is kept.</source>
        <translation>已为{0}（{1}）重置密码；其考试封印密钥保持不变。</translation>
    </message>
    <message>
        <source>{0} ({1}) reactivated: they can sign in again.</source>
        <translation>{0}（{1}）已重新启用：可以再次登录。</translation>
    </message>
    <message>
        <source>{0} ({1}) deactivated: they can no longer sign in.</source>
        <translation>{0}（{1}）已停用：不能再登录。</translation>
    </message>
    <message>
        <source>Select a cohort in the list first.</source>
        <translation>请先在列表中选择一个班级。</translation>
    </message>
    <message>
        <source>Cohort {0} unarchived: it is listed again.</source>
        <translation>班级{0}已取消归档：会再次在列表中显示。</translation>
    </message>
    <message>
        <source>Cohort {0} archived: hidden from lists, kept in reports.</source>
        <translation>班级{0}已归档：不在列表中显示，但保留在报告中。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>What you just did may not have been saved: do it again once the server answers.</source>
        <translation>你刚才做的可能尚未保存：服务器响应后请再做一次。</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

Your answers so far are saved. Details were written to {1}.</source>
        <translation>出现问题：{0}

你到目前为止的答案已经保存。详情已写入{1}。</translation>
    </message>
    <message>
        <source>--server needs --server-pin (the fingerprint of the school server&apos;s certificate), and no --db.</source>
        <translation>--server 需要 --server-pin（学校服务器证书的指纹），而且不能同时用 --db。</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <source>Waiting for the proctor. The proctor approves this sitting on their own desk (Exam screen, “Sittings waiting for a proctor”): their password is never typed here. The sitting starts here as soon as it is approved, with the school server&apos;s clock.</source>
        <translation>正在等待监考人。监考人在自己的电脑上批准这场考试（考试画面「等待监考人的考试」）：密码从不在这里输入。批准后考试立即在这里开始，以学校服务器的时钟计时。</translation>
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
        <translation>{0}（{1}）在电脑 {3}：继续「{2}」</translation>
    </message>
    <message>
        <source>{0} ({1}) at the desk {3}: start “{2}”</source>
        <translation>{0}（{1}）在电脑 {3}：开始「{2}」</translation>
    </message>
    <message>
        <source>Sittings waiting for a proctor</source>
        <translation>等待监考人的考试</translation>
    </message>
    <message>
        <source>A&amp;pprove and start</source>
        <translation>批准并开始(&amp;P)</translation>
    </message>
</context>
<context>
    <name>AssignmentDialog</name>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Change homework</source>
        <translation>修改作业</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>内容(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>作答次数(&amp;A)：</translation>
    </message>
    <message>
        <source>S&amp;hare right:</source>
        <translation>答对比例(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Median time under:</source>
        <translation>中位数时间少于(&amp;M)：</translation>
    </message>
    <message>
        <source>Over the &amp;last (answers):</source>
        <translation>计算最近(&amp;L)（次作答）：</translation>
    </message>
    <message>
        <source>&amp;Due by the end of (Macau):</source>
        <translation>截止至当日结束(&amp;D)（澳门时间）：</translation>
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
        <translation>结算此注</translation>
    </message>
    <message>
        <source>time out: counted wrong</source>
        <translation>超时：按答错计</translation>
    </message>
    <message>
        <source>right</source>
        <translation>对</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>学员的答案</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>派牌情况</translation>
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
        <translation>作答时间</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>情况</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>This practice session was edited outside the app.</source>
        <translation>这节练习曾在程序以外被改动。</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>right</source>
        <translation>对</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When (Macau)</source>
        <translation>时间（澳门）</translation>
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
        <translation>对象</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>(command line)</source>
        <translation>（命令行）</translation>
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
        <translation>期间(&amp;P)：</translation>
    </message>
    <message>
        <source>Flagged entries onl&amp;y</source>
        <translation>只显示有问题的记录(&amp;Y)</translation>
    </message>
    <message>
        <source>Export to CS&amp;V…</source>
        <translation>导出 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>导出审计日志</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>No. {seq} · {action} · {subject}</source>
        <translation>第 {seq} 条 · {action} · {subject}</translation>
    </message>
    <message>
        <source>{head}: {detail}</source>
        <translation>{head}：{detail}</translation>
    </message>
    <message numerus="yes">
        <source>Entries saved to {0}: %n</source>
        <translation>
            <numerusform>已将 %n 条记录保存到 {0}</numerusform>
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
        <translation>已创建考试</translation>
    </message>
    <message>
        <source>Exam edited</source>
        <translation>已修改考试</translation>
    </message>
    <message>
        <source>Exam assigned to cohorts</source>
        <translation>考试已分配给班级</translation>
    </message>
    <message>
        <source>Exam withdrawn</source>
        <translation>已停用考试</translation>
    </message>
    <message>
        <source>Exam offered again</source>
        <translation>已重新开放考试</translation>
    </message>
    <message>
        <source>Exam edited: new version</source>
        <translation>考试已修改：新版本</translation>
    </message>
    <message>
        <source>Retake granted</source>
        <translation>已批准重考</translation>
    </message>
    <message>
        <source>Sitting voided</source>
        <translation>考试场次已作废</translation>
    </message>
    <message>
        <source>Time added to a sitting</source>
        <translation>已为考试场次加时</translation>
    </message>
    <message>
        <source>PIN reset</source>
        <translation>已重置 PIN</translation>
    </message>
    <message>
        <source>Password reset</source>
        <translation>已重置密码</translation>
    </message>
    <message>
        <source>Sign-in unlocked</source>
        <translation>已解除登录锁定</translation>
    </message>
    <message>
        <source>Instructor added</source>
        <translation>已添加导师</translation>
    </message>
    <message>
        <source>Instructor given the exam seal</source>
        <translation>已授予导师考试印鉴</translation>
    </message>
    <message>
        <source>Account deactivated</source>
        <translation>已停用账户</translation>
    </message>
    <message>
        <source>Account reactivated</source>
        <translation>已重新启用账户</translation>
    </message>
    <message>
        <source>Role changed</source>
        <translation>已更改角色</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>已归档</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>已导出</translation>
    </message>
    <message>
        <source>Database backed up</source>
        <translation>已备份数据库</translation>
    </message>
    <message>
        <source>Desk enrolment code made</source>
        <translation>已生成电脑登记码</translation>
    </message>
    <message>
        <source>Desk enrolled with the school server</source>
        <translation>电脑已登记到学校服务器</translation>
    </message>
    <message>
        <source>Desk revoked</source>
        <translation>已撤销电脑</translation>
    </message>
    <message>
        <source>School created (first instructor)</source>
        <translation>已创建学校（首位导师）</translation>
    </message>
    <message>
        <source>Proctor added</source>
        <translation>已添加监考人</translation>
    </message>
    <message>
        <source>Trainee added</source>
        <translation>已添加学员</translation>
    </message>
    <message>
        <source>Roster imported</source>
        <translation>已导入学员名单</translation>
    </message>
    <message>
        <source>Records imported</source>
        <translation>已导入记录</translation>
    </message>
    <message>
        <source>Cohort created</source>
        <translation>已创建班级</translation>
    </message>
    <message>
        <source>Trainee moved to another cohort</source>
        <translation>学员已转到另一班级</translation>
    </message>
    <message>
        <source>Display name changed</source>
        <translation>已更改显示名称</translation>
    </message>
    <message>
        <source>Staff ID changed</source>
        <translation>已更改员工编号</translation>
    </message>
    <message>
        <source>Own PIN changed</source>
        <translation>本人已更改 PIN</translation>
    </message>
    <message>
        <source>Own password changed</source>
        <translation>本人已更改密码</translation>
    </message>
    <message>
        <source>School setting changed</source>
        <translation>已更改学校设置</translation>
    </message>
    <message>
        <source>Table profile saved</source>
        <translation>已保存赌台设置</translation>
    </message>
    <message>
        <source>Table profile deleted</source>
        <translation>已删除赌台设置</translation>
    </message>
    <message>
        <source>Homework set</source>
        <translation>已布置作业</translation>
    </message>
    <message>
        <source>Homework changed</source>
        <translation>已更改作业</translation>
    </message>
    <message>
        <source>Homework removed</source>
        <translation>已删除作业</translation>
    </message>
    <message>
        <source>Review schedule changed</source>
        <translation>已更改复习安排</translation>
    </message>
    <message>
        <source>Daily goal changed</source>
        <translation>已更改每日目标</translation>
    </message>
    <message>
        <source>Sitting started</source>
        <translation>考试场次已开始</translation>
    </message>
    <message>
        <source>Sitting resumed</source>
        <translation>考试场次已恢复</translation>
    </message>
    <message>
        <source>Sitting closed as unfinished</source>
        <translation>考试场次已结束（未完成）</translation>
    </message>
    <message>
        <source>Database restored from a backup</source>
        <translation>已从备份恢复数据库</translation>
    </message>
    <message>
        <source>School moved to this database</source>
        <translation>学校已迁移到此数据库</translation>
    </message>
    <message>
        <source>Seal failed: record refused</source>
        <translation>封印核对失败：记录不获采用</translation>
    </message>
    <message>
        <source>Retake revoked</source>
        <translation>已撤销重考</translation>
    </message>
    <message>
        <source>Changed after it was written</source>
        <translation>写入后曾被修改</translation>
    </message>
    <message numerus="yes">
        <source>Entries deleted before this one: %n</source>
        <translation>
            <numerusform>此记录之前有 %n 条被删除</numerusform>
        </translation>
    </message>
    <message>
        <source>The entry before was changed, removed or put in</source>
        <translation>上一条记录曾被修改、删除或插入</translation>
    </message>
    <message>
        <source>Not sealed (written without the school key)</source>
        <translation>未加封（写入时没有学校密钥）</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message numerus="yes">
        <source>Entries changed or deleted: %n (see the flags).</source>
        <translation>
            <numerusform>日志中有 %n 条曾被修改或删除：请查看标记。</numerusform>
        </translation>
    </message>
    <message>
        <source>Gaps checked, seals not checked: sign in again to check them.</source>
        <translation>已检查缺漏，未核对印鉴：请重新登录以核对。</translation>
    </message>
    <message numerus="yes">
        <source>Entries checked: %n, all as written.</source>
        <translation>
            <numerusform>全部 %n 条记录核对无误。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written without the school key: %n.</source>
        <translation>
            <numerusform>%n 条写入时没有学校密钥。</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing {0} of {1}</source>
        <translation>显示 {1} 条中的 {0} 条</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the parts of an audit detail</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>no. {0}</source>
        <translation>第 {0} 号</translation>
    </message>
    <message>
        <source>now named {0}</source>
        <translation>现名 {0}</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>考试：{0}</translation>
    </message>
    <message>
        <source>Trainee: {0}</source>
        <translation>学员：{0}</translation>
    </message>
    <message>
        <source>Account: {0}</source>
        <translation>账户：{0}</translation>
    </message>
    <message>
        <source>now in no cohort</source>
        <translation>现在不属任何班级</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班级</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>班级：{0}</translation>
    </message>
    <message>
        <source>Role: {0}</source>
        <translation>角色：{0}</translation>
    </message>
    <message>
        <source>from the command line</source>
        <translation>由命令行执行</translation>
    </message>
    <message>
        <source>from: {0}</source>
        <translation>来源：{0}</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>已归档</translation>
    </message>
    <message>
        <source>taken out of the archive</source>
        <translation>已取消归档</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added</source>
        <translation>
            <numerusform>已加时 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added in all</source>
        <translation>
            <numerusform>累计加时 %n 分钟</numerusform>
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
            <numerusform>上一版本有 %n 场考试</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>没有改动</translation>
    </message>
    <message>
        <source>changed: {0}</source>
        <translation>改动：{0}</translation>
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
        <translation>开放时段：{0}</translation>
    </message>
    <message>
        <source>sitting no. {0}</source>
        <translation>考试场次第 {0} 号</translation>
    </message>
    <message>
        <source>retake no. {0}</source>
        <translation>重考第 {0} 号</translation>
    </message>
    <message>
        <source>over a passed sitting (no. {0})</source>
        <translation>已合格的考试之后（第 {0} 号）</translation>
    </message>
    <message>
        <source>note: {0}</source>
        <translation>备注：{0}</translation>
    </message>
    <message>
        <source>reason: {0}</source>
        <translation>原因：{0}</translation>
    </message>
    <message>
        <source>the attempt was given back</source>
        <translation>应考机会已退回</translation>
    </message>
    <message>
        <source>the attempt is used</source>
        <translation>应考机会计作已用</translation>
    </message>
    <message>
        <source>homework no. {0}</source>
        <translation>作业第 {0} 号</translation>
    </message>
    <message>
        <source>{key}: {value}</source>
        <comment>an audit detail this version has no words for</comment>
        <translation>{key}：{value}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>staff ID {0} → {1}</source>
        <translation>员工编号 {0} → {1}</translation>
    </message>
    <message>
        <source>staff ID: {0}</source>
        <translation>员工编号：{0}</translation>
    </message>
    <message>
        <source>before: no cohort</source>
        <translation>之前：无班级</translation>
    </message>
    <message>
        <source>before: {0}</source>
        <translation>之前：{0}</translation>
    </message>
    <message>
        <source>cleared (was {0})</source>
        <translation>已清除（原为 {0}）</translation>
    </message>
    <message>
        <source>set to {0}</source>
        <translation>设为 {0}</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>new profile</source>
        <translation>新设置</translation>
    </message>
    <message>
        <source>lesson {0}</source>
        <translation>课程 {0}</translation>
    </message>
    <message>
        <source>due {0}</source>
        <translation>期限 {0}</translation>
    </message>
    <message>
        <source>desired retention {0}</source>
        <translation>目标记忆率 {0}</translation>
    </message>
    <message>
        <source>target times: {0}</source>
        <translation>目标时间：{0}</translation>
    </message>
    <message numerus="yes">
        <source>minutes a day: %n</source>
        <translation>
            <numerusform>每日 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answers a day: %n</source>
        <translation>
            <numerusform>每日 %n 个答案</numerusform>
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
        <translation>第 {0} 次应考</translation>
    </message>
    <message>
        <source>certificate key {0}</source>
        <translation>证书密钥 {0}</translation>
    </message>
    <message>
        <source>trainees</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>practice sessions</source>
        <translation>练习节数</translation>
    </message>
    <message>
        <source>practice answers</source>
        <translation>练习答案</translation>
    </message>
    <message>
        <source>by {0}</source>
        <translation>由 {0}</translation>
    </message>
    <message>
        <source>the school&apos;s name on certificates</source>
        <translation>证书上的学校名称</translation>
    </message>
    <message>
        <source>readiness: accuracy to pass</source>
        <translation>准备程度：合格准确率</translation>
    </message>
    <message>
        <source>readiness: median time to pass</source>
        <translation>准备程度：合格中位时间</translation>
    </message>
    <message>
        <source>granted by {0}</source>
        <translation>批出人：{0}</translation>
    </message>
    <message>
        <source>granted {0}</source>
        <translation>批出于{0}</translation>
    </message>
    <message>
        <source>why granted: {0}</source>
        <translation>批出原因：{0}</translation>
    </message>
    <message>
        <source>its seal held</source>
        <translation>封印核对无误</translation>
    </message>
    <message>
        <source>its seal had failed</source>
        <translation>封印核对失败</translation>
    </message>
    <message>
        <source>its seal was not checked</source>
        <translation>封印未核查</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>{0} 开放，{1} 截止</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 开放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>always open</source>
        <translation>一直开放</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>instructor</source>
        <translation>导师</translation>
    </message>
    <message>
        <source>proctor</source>
        <translation>监考人</translation>
    </message>
    <message>
        <source>a cohort&apos;s roster</source>
        <translation>班级名单</translation>
    </message>
    <message>
        <source>the audit log</source>
        <translation>审计记录</translation>
    </message>
    <message>
        <source>a homework report</source>
        <translation>作业报告</translation>
    </message>
    <message>
        <source>a trainee&apos;s practice answers</source>
        <translation>学员的练习答案</translation>
    </message>
    <message>
        <source>exam results</source>
        <translation>考试成绩</translation>
    </message>
    <message>
        <source>the certifications for HR</source>
        <translation>供人力资源部的证书名单</translation>
    </message>
    <message>
        <source>a certificate</source>
        <translation>证书</translation>
    </message>
    <message>
        <source>a trainee report (PDF)</source>
        <translation>学员报告（PDF）</translation>
    </message>
    <message>
        <source>a cohort report (PDF)</source>
        <translation>班级报告（PDF）</translation>
    </message>
    <message>
        <source>the refused lines of a roster import</source>
        <translation>学员名单导入时被拒的行</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Table sections</source>
        <translation>赌台部分</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>合格分数</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>时限</translation>
    </message>
    <message>
        <source>time per question</source>
        <translation>每题时限</translation>
    </message>
    <message>
        <source>attempts allowed</source>
        <translation>可考次数</translation>
    </message>
    <message>
        <source>missed questions shown</source>
        <translation>是否显示答错的题目</translation>
    </message>
    <message>
        <source>when a sitting is interrupted</source>
        <translation>考试中断时的处理</translation>
    </message>
    <message>
        <source>cohorts</source>
        <translation>班级</translation>
    </message>
    <message>
        <source>which attempt counts</source>
        <translation>以哪次考试为准</translation>
    </message>
    <message>
        <source>blueprint format</source>
        <translation>考试设定格式</translation>
    </message>
</context>
<context>
    <name>Backup</name>
    <message>
        <source>Only an instructor can back up or restore the database.</source>
        <translation>只有导师可以备份或还原数据库。</translation>
    </message>
    <message>
        <source>The operation failed: {0}</source>
        <translation>操作失败：{0}</translation>
    </message>
    <message>
        <source>This school&apos;s database is on a PostgreSQL server. Back it up with the server&apos;s tools (pg_dump) and restore it with pg_restore; the README gives the commands. Ask the school&apos;s IT staff.</source>
        <translation>本校的数据库位于 PostgreSQL 服务器上。请用服务器的工具备份（pg_dump），并用 pg_restore 还原；README 列有所需命令。请向学校的信息技术人员咨询。</translation>
    </message>
    <message>
        <source>The file cannot be written or read there:
{0}

{1}

Choose another folder (a USB drive, your documents).</source>
        <translation>无法在该处写入或读取文件：
{0}

{1}

请选择另一个文件夹（U 盘、你的文档）。</translation>
    </message>
    <message>
        <source>That is the database in use:
{0}

Choose another file.</source>
        <translation>这是正在使用的数据库：
{0}

请选择另一个文件。</translation>
    </message>
    <message>
        <source>The file does not exist:
{0}</source>
        <translation>文件不存在：
{0}</translation>
    </message>
    <message>
        <source>This file is not a database:
{0}</source>
        <translation>此文件不是数据库：
{0}</translation>
    </message>
    <message>
        <source>This database is not a Dealer Trainer backup:
{0}</source>
        <translation>此数据库不是荷官培训的备份：
{0}</translation>
    </message>
    <message>
        <source>This backup is damaged (it fails its integrity check) and cannot be used:
{0}</source>
        <translation>此备份已损坏（未能通过完整性检查），无法使用：
{0}</translation>
    </message>
    <message>
        <source>This backup was made by a newer version of Dealer Trainer (database version {1}; this version reads up to {2}). Update the app first.
{0}</source>
        <translation>此备份由较新版本的荷官培训创建（数据库版本 {1}；本版本最多只能读取版本 {2}）。请先更新程序。
{0}</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a device, a pipe or something similar), so it can be neither read as a backup nor replaced by one:
{0}</source>
        <translation>这不是普通文件（而是设备、管道或类似的东西），既不能作为备份读取，也不能被备份替换：
{0}</translation>
    </message>
    <message>
        <source>This backup has no active instructor, so no one could manage the school after restoring it. It was not restored.
{0}</source>
        <translation>此备份没有在职的导师，还原后将无人能管理学校，因此没有还原。
{0}</translation>
    </message>
    <message>
        <source>The database is open in Dealer Trainer on another desk (or in another window of this computer). It was not restored: that desk would go on saving answers into the database set aside.

Close Dealer Trainer wherever it uses this database, then restore again.
{0}</source>
        <translation>另一台电脑（或这台电脑的另一个窗口）的 Dealer Trainer 正打开着这个数据库，所以没有还原：那台电脑会继续把答案存进被搁置的旧数据库。

请先关闭所有使用这个数据库的 Dealer Trainer，然后再还原。
{0}</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Try again in a moment.</source>
        <translation>数据库正忙：另一个程序正在写入。请稍后再试。</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and no answers.</source>
        <translation>保存于 {saved}。内有{instructors}、{trainees}，没有答案。</translation>
    </message>
    <message>
        <source>Saved {saved}. It holds {instructors}, {trainees} and {answers}, the newest from {newest}.</source>
        <translation>保存于 {saved}。内有{instructors}、{trainees}、{answers}，最新一个答于 {newest}。</translation>
    </message>
    <message>
        <source>The database was copied and checked:
{0}

{1}, {2}. Keep the copy somewhere safe, away from this computer.</source>
        <translation>数据库已复制并检查：
{0}

{1}、{2}。请把副本存放在安全的地方，不要放在这台电脑上。</translation>
    </message>
    <message>
        <source>Replace the database in use with this backup?

{path}
{held}

Everything recorded since the backup was made will no longer be shown. The database in use now is kept, renamed, in its folder:
{folder}

Everyone is signed out.</source>
        <translation>要用此备份替换正在使用的数据库吗？

{path}
{held}

备份之后记录的一切将不再显示。当前使用的数据库会改名后保留在其文件夹内：
{folder}

所有人都会退出登录。</translation>
    </message>
    <message>
        <source>Your database was upgraded to this version of Dealer Trainer. A copy from before the upgrade was kept here:

{0}

Keep it until you are sure everything is in order.</source>
        <translation>你的数据库已升级至此版本的荷官培训。升级前的副本保存在：

{0}

请保留此副本，直至确定一切正常。</translation>
    </message>
    <message>
        <source>Database upgraded</source>
        <translation>数据库已升级</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted earlier. Its temporary copies were removed; the database in use was not changed:

{0}</source>
        <translation>之前有一次数据库还原被中断。它留下的临时副本已被删除；正在使用的数据库没有改变：

{0}</translation>
    </message>
    <message>
        <source>Interrupted restore</source>
        <translation>还原被中断</translation>
    </message>
    <message>
        <source>Backup saved</source>
        <translation>备份已保存</translation>
    </message>
    <message>
        <source>Backup not made</source>
        <translation>未能备份</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>还原备份</translation>
    </message>
    <message>
        <source>The backup was restored:
{0}

The database in use before was kept as:
{1}</source>
        <translation>备份已还原：
{0}

之前使用的数据库已保存为：
{1}</translation>
    </message>
    <message>
        <source>The backup was from an older version and was upgraded; a copy from before the upgrade was kept as:
{0}</source>
        <translation>此备份来自较旧的版本，已经升级；升级前的副本保存为：
{0}</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>备份已还原</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>备份数据库</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3);;All files (*)</source>
        <translation>荷官培训备份 (*.sqlite3);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Dealer Trainer backup (*.sqlite3 *.db);;All files (*)</source>
        <translation>荷官培训备份 (*.sqlite3 *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>还原</translation>
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
            <numerusform>导师 %n 名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>学员 %n 名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>答案 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlueprintForm</name>
    <message>
        <source>Exa&amp;m name</source>
        <translation>考试名称(&amp;M)</translation>
    </message>
    <message>
        <source>Overall pass mark</source>
        <translation>整体合格分数</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>时限（分钟）</translation>
    </message>
    <message>
        <source>Limit per question</source>
        <translation>每题时限</translation>
    </message>
    <message>
        <source>Attempts allowed</source>
        <translation>可考次数</translation>
    </message>
    <message>
        <source>Which sitting c&amp;ounts</source>
        <translation>以哪次考试为准(&amp;O)</translation>
    </message>
    <message>
        <source>Trainee sees missed questions</source>
        <translation>学员可见答错的题目</translation>
    </message>
    <message>
        <source>If the app is closed mid-exam</source>
        <translation>考试中途程序关闭时</translation>
    </message>
    <message>
        <source>Assigned cohorts</source>
        <translation>指派的班级</translation>
    </message>
    <message>
        <source>Opens (Macau time)</source>
        <translation>开放时间（澳门时间）</translation>
    </message>
    <message>
        <source>Closes (Macau time)</source>
        <translation>截止时间（澳门时间）</translation>
    </message>
    <message>
        <source>seconds:</source>
        <translation>秒：</translation>
    </message>
    <message>
        <source>not before</source>
        <translation>不早于</translation>
    </message>
    <message>
        <source>not after</source>
        <translation>不迟于</translation>
    </message>
    <message>
        <source>yes, show which questions were wrong (never the right answers)</source>
        <translation>是，显示答错的题目（绝不显示正确答案）</translation>
    </message>
    <message>
        <source>Resume the same questions (the clock keeps running)</source>
        <translation>继续原来的题目（时间照计）</translation>
    </message>
    <message>
        <source>Mark the sitting incomplete (a fail)</source>
        <translation>该次考试记为未完成（不合格）</translation>
    </message>
    <message>
        <source>The latest sitting (a retake can lower the result)</source>
        <translation>最近一次（重考可能使成绩下降）</translation>
    </message>
    <message>
        <source>The best sitting</source>
        <translation>最佳一次</translation>
    </message>
    <message>
        <source>The first pass (later sittings cannot undo it)</source>
        <translation>首次合格（之后的考试不能推翻）</translation>
    </message>
    <message>
        <source>Sections (asked in this order)</source>
        <translation>部分（按此次序出题）</translation>
    </message>
    <message>
        <source>&amp;Add section</source>
        <translation>添加部分(&amp;A)</translation>
    </message>
    <message>
        <source>Table sections (dealt after the sections above, scored per step, no hints)</source>
        <translation>赌台部分（在以上部分之后发牌，按每个步骤计分，不设提示）</translation>
    </message>
    <message>
        <source>Add &amp;Table section</source>
        <translation>添加赌台部分(&amp;T)</translation>
    </message>
</context>
<context>
    <name>BlueprintsPanel</name>
    <message>
        <source>Not saved: see the message under the field.</source>
        <translation>未保存：请看字段下的信息。</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Enrol an instructor in the exam seal</source>
        <translation>为导师登记考试封印</translation>
    </message>
    <message>
        <source>The instructor to enrol types their own name and password here. They can then proctor sittings and verify results.</source>
        <translation>要登记的导师在此输入自己的名称及密码。之后便可以监考及核实成绩。</translation>
    </message>
    <message>
        <source>Enrol</source>
        <translation>登记</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0}（已撤回）</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>开放中</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已撤回</translation>
    </message>
    <message>
        <source>Saved “{0}” ({1}).</source>
        <translation>已保存“{0}”（{1}）。</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>未保存：{0}</translation>
    </message>
    <message>
        <source>Not saved: this exam changed on another desk.</source>
        <translation>未保存：此考试已在另一台电脑上修改。</translation>
    </message>
    <message>
        <source>the exam “{0}”</source>
        <translation>考试“{0}”</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>已重新载入另一台电脑保存的版本。</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>已保留你的修改；保存后会取代对方的版本。</translation>
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
        <translation>{0}现在可以监考及核实成绩。</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>新考试</translation>
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
        <translation>再次开放(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>This exam has %n sitting(s) under version {0}; saving a change to what it examines makes version {1}, and the sittings keep theirs. Moving the exam window or changing the cohorts keeps version {0}.</source>
        <translation>
            <numerusform>此考试第 {0} 版已有 %n 次应考；保存对考核内容的修改会生成第 {1} 版，已有的应考保留原来的版本。只更改开放时段或班级则仍是第 {0} 版。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam seal: unlocked. You can proctor sittings and verify results.</source>
        <translation>考试封印：已解锁。你可以监考及核实成绩。</translation>
    </message>
    <message>
        <source>Exam seal: locked. Sign in again to verify results.</source>
        <translation>考试封印：已锁定。请再次登录以核实成绩。</translation>
    </message>
    <message>
        <source>Exam seal: you have no copy yet. An instructor who has one must enrol you.</source>
        <translation>考试封印：你尚未持有。须由持有封印的导师为你登记。</translation>
    </message>
    <message>
        <source>Exam seal: not created yet; it is made at the next instructor sign-in.</source>
        <translation>考试封印：尚未创建；会在下次导师登录时创建。</translation>
    </message>
    <message>
        <source>&amp;New exam</source>
        <translation>新考试(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Save exam</source>
        <translation>保存考试(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Enrol an instructor…</source>
        <translation>登记导师(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Player total</source>
        <translation>闲家点数</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>庄家点数</translation>
    </message>
    <message>
        <source>Player Pair [1]</source>
        <translation>闲对 [1]</translation>
    </message>
    <message>
        <source>Banker Pair [2]</source>
        <translation>庄对 [2]</translation>
    </message>
    <message>
        <source>Natural [N]</source>
        <translation>例牌 [N]</translation>
    </message>
    <message>
        <source>Call  [Enter]</source>
        <translation>报牌  [Enter]</translation>
    </message>
    <message>
        <source>Call the coup: both totals, then P, B or T; 1 and 2 for pairs, N for a natural; Enter.</source>
        <translation>报牌：先输入两家点数，再按 P、B 或 T；1 和 2 代表对子，N 代表例牌；按 Enter。</translation>
    </message>
    <message>
        <source>Type both totals (0-9).</source>
        <translation>请输入两家点数（0-9）。</translation>
    </message>
    <message>
        <source>Choose the winner: P, B or T.</source>
        <translation>请选择赢家：P、B 或 T。</translation>
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
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>红心</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方块</translation>
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
        <translation>第三张牌</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>Decides the answer</source>
        <translation>决定答案的牌</translation>
    </message>
</context>
<context>
    <name>CertificateCheckDialog</name>
    <message>
        <source>Check a certificate</source>
        <translation>核实证书</translation>
    </message>
    <message>
        <source>Type the certificate number and the verification code printed on it.</source>
        <translation>请输入证书上印有的证书编号及核实码。</translation>
    </message>
    <message>
        <source>Certificate &amp;number:</source>
        <translation>证书编号(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Verification code:</source>
        <translation>核实码(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>核实(&amp;C)</translation>
    </message>
    <message>
        <source>Type the certificate number first.</source>
        <translation>请先输入证书编号。</translation>
    </message>
    <message>
        <source>Type the verification code too.</source>
        <translation>请同时输入核实码。</translation>
    </message>
    <message>
        <source>Valid: this certificate was issued from sealed records that still hold. Compare the name, exam, date and score below with the paper.</source>
        <translation>有效：此证书根据仍然完好的封印记录发出。请将下列姓名、考试、日期及分数与纸本核对。</translation>
    </message>
    <message>
        <source>TAMPERED: the records behind this number were changed after they were sealed. Do not accept it until the sitting has been reviewed.</source>
        <translation>已被篡改：此编号的记录在封印后曾被更改。在复核该次考试前，请勿接受此证书。</translation>
    </message>
    <message>
        <source>Invalid: that is not a certificate number (it looks like DT-2026-000042).</source>
        <translation>无效：这不是证书编号（格式如 DT-2026-000042）。</translation>
    </message>
    <message>
        <source>Invalid: this school issued no certificate with that number.</source>
        <translation>无效：本校没有发出此编号的证书。</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number did not pass, so no certificate was issued for it.</source>
        <translation>无效：此编号的考试不合格，因此没有发出证书。</translation>
    </message>
    <message>
        <source>Invalid: the sitting with that number was voided by a proctor. It has no result, so no certificate was issued for it.</source>
        <translation>无效：此编号的考试已被监考人作废，没有成绩，因此没有发出证书。</translation>
    </message>
    <message>
        <source>Invalid: the verification code does not match this certificate number. Check both for typing mistakes; a certificate whose score or date was changed will not match.</source>
        <translation>无效：核实码与此证书编号不符。请检查两者有否打错；分数或日期被改动的证书不会相符。</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>已作废</translation>
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
        <translation>{0}：{1}（{2}），{3}，应考时间{4}，{6}题中答对{5}题，{7}。</translation>
    </message>
    <message>
        <source>{0} (version {1})</source>
        <translation>{0}（第 {1} 版）</translation>
    </message>
    <message>
        <source>Certified as {0} ({1}), renamed since.</source>
        <translation>证书上为 {0}（{1}），其后已改名。</translation>
    </message>
</context>
<context>
    <name>CertificateWriter</name>
    <message>
        <source>pass mark {0}%</source>
        <translation>合格分数{0}%</translation>
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
        <translation>封印已核实</translation>
    </message>
    <message>
        <source>SEAL BROKEN: the records were altered</source>
        <translation>封印已被破坏：记录曾被改动</translation>
    </message>
    <message>
        <source>Verification: sitting no. {0}, {1}; printed {2} (Macau time) by Dealer Trainer {3}.</source>
        <translation>核实：考试编号{0}，{1}；由荷官培训 {3} 于{2}（澳门时间）打印。</translation>
    </message>
    <message>
        <source>Certificate no. {0} · verification code {1}</source>
        <translation>证书编号 {0} · 核实码 {1}</translation>
    </message>
    <message>
        <source>has passed the examination</source>
        <translation>已通过考试</translation>
    </message>
    <message>
        <source>has sat, and not passed, the examination</source>
        <translation>已应考，但未通过考试</translation>
    </message>
    <message>
        <source>on {0}, with {1} of {2} right ({3:.0f}%; the pass mark is {4}%).</source>
        <translation>考试日期{0}，{2}题中答对{1}题（{3:.0f}%；合格分数为{4}%）。</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>证书</translation>
    </message>
    <message>
        <source>This certifies that</source>
        <translation>兹证明</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>导师</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签署</translation>
    </message>
    <message>
        <source>Proctored by {0}.</source>
        <translation>监考人：{0}。</translation>
    </message>
    <message>
        <source>Exam version {0}</source>
        <translation>考试第 {0} 版</translation>
    </message>
    <message>
        <source>Certificate: {0}, {1}</source>
        <translation>证书：{0}，{1}</translation>
    </message>
    <message>
        <source>cannot write {0}</source>
        <translation>无法写入{0}</translation>
    </message>
    <message>
        <source>School key {0}</source>
        <translation>学校密钥 {0}</translation>
    </message>
</context>
<context>
    <name>ChangeSecretDialog</name>
    <message>
        <source>&amp;Change my password…</source>
        <translation>更改我的密码(&amp;C)…</translation>
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
        <translation>更改我的密码</translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation>PIN 为 4 至 12 位数字。</translation>
    </message>
    <message>
        <source>A password has at least 6 characters.</source>
        <translation>密码至少 6 个字符。</translation>
    </message>
    <message>
        <source>&amp;Current PIN</source>
        <translation>当前 PIN(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Current password</source>
        <translation>当前密码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New PIN</source>
        <translation>新 PIN(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;New password</source>
        <translation>新密码(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Repeat the new PIN</source>
        <translation>再次输入新 PIN(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Repeat the new password</source>
        <translation>再次输入新密码(&amp;R)</translation>
    </message>
    <message>
        <source>Type your current PIN.</source>
        <translation>请输入你当前的 PIN。</translation>
    </message>
    <message>
        <source>Type your current password.</source>
        <translation>请输入你当前的密码。</translation>
    </message>
    <message>
        <source>The two new PINs differ: type the new PIN again.</source>
        <translation>两次输入的新 PIN 不一致：请再次输入新 PIN。</translation>
    </message>
    <message>
        <source>The two new passwords differ: type the new password again.</source>
        <translation>两次输入的新密码不一致：请再次输入新密码。</translation>
    </message>
    <message>
        <source>Too many wrong tries: wait {0} s and try again, or ask an instructor to unlock it.</source>
        <translation>错误次数太多：请等待 {0} 秒后再试，或请导师解锁。</translation>
    </message>
    <message>
        <source>That is not your current PIN.</source>
        <translation>这不是你当前的 PIN。</translation>
    </message>
    <message>
        <source>That is not your current password.</source>
        <translation>这不是你当前的密码。</translation>
    </message>
</context>
<context>
    <name>ChangedElsewhereDialog</name>
    <message>
        <source>Changed on another desk</source>
        <translation>已在另一台电脑上修改</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk since you opened it. Both versions are below; the fields marked {1} differ. Reload theirs, or keep editing yours (your next save replaces theirs).</source>
        <translation>未保存：你打开{0}之后，它已在另一台电脑上修改。两个版本列在下面；标有 {1} 的字段不同。可重新载入对方的版本，或继续修改你的版本（你下次保存会取代对方的版本）。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>On the other desk (theirs)</source>
        <translation>另一台电脑（对方）</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>&amp;Reload theirs</source>
        <translation>重新载入对方版本(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep editing mine</source>
        <translation>继续修改我的(&amp;K)</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>per session</source>
        <translation>每节</translation>
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
        <translation>准确率{0}（%）</translation>
    </message>
    <message>
        <source>Median answer time {0} (s)</source>
        <translation>作答时间中位数{0}（秒）</translation>
    </message>
    <message>
        <source>session number</source>
        <comment>x axis of the charts per session</comment>
        <translation>练习节数</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n sessions</source>
        <translation>
            <numerusform>最近%n节的平均</numerusform>
        </translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>7日平均</translation>
    </message>
    <message>
        <source>The whole cohort:</source>
        <translation>全班合计：</translation>
    </message>
    <message>
        <source>cohort average</source>
        <translation>班级平均</translation>
    </message>
    <message>
        <source>pass mark</source>
        <translation>合格标准</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>庄家点数</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>闲家第三张牌</translation>
    </message>
    <message>
        <source>Sam Kong levels: right × named</source>
        <translation>三公牌级：正确 × 所答</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>正确牌级</translation>
    </message>
    <message>
        <source>Level named</source>
        <translation>所答牌级</translation>
    </message>
    <message>
        <source>Payout errors by size (% wrong; blue: right amount, not the fewest chips)</source>
        <translation>按金额大小的派彩错误（错误 %；蓝色：金额正确但筹码不是最少）</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答数</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>payout size: the right payout is HK$0 (a bet that loses)</comment>
        <translation>不派彩</translation>
    </message>
    <message>
        <source>No answers in the last {0} days.</source>
        <translation>最近{0}日没有作答。</translation>
    </message>
    <message>
        <source>no answers in the last {0} days</source>
        <comment>an unpractised drill&apos;s readiness figures</comment>
        <translation>最近{0}天没有作答</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>the deciding drill: its readiness figures</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>pass mark {0}%, under {1} s</source>
        <translation>合格标准{0}%，少于{1}秒</translation>
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
        <translation>闲家的判断</translation>
    </message>
    <message>
        <source>Banker&apos;s decisions</source>
        <translation>庄家的判断</translation>
    </message>
    <message>
        <source>one session</source>
        <translation>一节</translation>
    </message>
    <message>
        <source>one day</source>
        <translation>一日</translation>
    </message>
    <message>
        <source>Banker 3-6 against the Player&apos;s third card: % wrong</source>
        <translation>庄家3至6点对闲家第三张牌：答错%</translation>
    </message>
    <message>
        <source>none</source>
        <comment>Sam Kong matrix column: hands with no level named (did not answer); short</comment>
        <translation>未答</translation>
    </message>
    <message>
        <source>named wrong</source>
        <comment>Sam Kong colour bar: share of a row&apos;s hands named wrong</comment>
        <translation>答错比例</translation>
    </message>
    <message>
        <source>Best run</source>
        <comment>longest run of right answers in a row</comment>
        <translation>最长连续答对</translation>
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
            <numerusform>%Ln题，全部超时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), {0}% right, median {1} s</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>作答%Ln题，答对{0}%，中位数{1}秒</numerusform>
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
        <translation>已准备好：达到合格标准</translation>
    </message>
    <message>
        <source>Accurate, but not yet fast enough</source>
        <translation>准确，但速度仍不够</translation>
    </message>
    <message>
        <source>Not yet accurate enough</source>
        <translation>准确度仍不够</translation>
    </message>
    <message>
        <source>Not enough recent practice to judge</source>
        <translation>近期练习不足，无法判断</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>已准备好</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>太慢</translation>
    </message>
    <message>
        <source>Not accurate yet</source>
        <translation>准确度不足</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>数据不足</translation>
    </message>
    <message>
        <source>no exam yet</source>
        <translation>尚未考试</translation>
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
        <translation>进行中</translation>
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
        <translation>⚠ 已被改动：记录在封印后曾被改动</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
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
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player stood</source>
        <translation>闲家不补</translation>
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
        <translation>合格标准：答对{0}%，中位数少于{1}秒（最近{2}日）。</translation>
    </message>
    <message>
        <source>{0} natural {1}</source>
        <translation>{0} 例牌 {1}</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>闲家第三张牌{0}</translation>
    </message>
    <message>
        <source>Banker {0}, {1}</source>
        <translation>庄家{0}点，{1}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>闲家{0}点</translation>
    </message>
    <message>
        <source>{0} bet wins</source>
        <translation>{0}注赢</translation>
    </message>
    <message>
        <source>{0} bet loses</source>
        <translation>{0}注输</translation>
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
        <translation>报和局</translation>
    </message>
    <message>
        <source>Calling a coup with a pair</source>
        <translation>报有对子的牌局</translation>
    </message>
    <message>
        <source>Calling a natural</source>
        <translation>报例牌</translation>
    </message>
    <message>
        <source>Calling a coup where both hands drew</source>
        <translation>报两家都补牌的牌局</translation>
    </message>
    <message>
        <source>Calling a coup where one hand drew</source>
        <translation>报只有一家补牌的牌局</translation>
    </message>
    <message>
        <source>Calling a coup where neither hand drew</source>
        <translation>报两家都不补牌的牌局</translation>
    </message>
    <message>
        <source>Calling the coup</source>
        <translation>报牌</translation>
    </message>
    <message>
        <source>A door that ties the banker</source>
        <translation>与庄家打和的门</translation>
    </message>
    <message>
        <source>Doors with 三公 hands</source>
        <translation>有三公的门</translation>
    </message>
    <message>
        <source>Equal points decided by faces</source>
        <translation>同点数以公牌定输赢</translation>
    </message>
    <message>
        <source>Plain door wins and losses</source>
        <translation>门的一般输赢</translation>
    </message>
    <message>
        <source>Sam Kong door results</source>
        <translation>三公各门的输赢</translation>
    </message>
    <message>
        <source>Burning by the first card</source>
        <translation>按第一张牌销牌</translation>
    </message>
    <message>
        <source>Burning one card per deck</source>
        <translation>每副牌销一张</translation>
    </message>
    <message>
        <source>A fixed burn</source>
        <translation>固定数目销牌</translation>
    </message>
    <message>
        <source>Where the cut card goes</source>
        <translation>白咭放在哪里</translation>
    </message>
    <message>
        <source>The Sam Kong second cut</source>
        <translation>三公的第二次切牌</translation>
    </message>
    <message>
        <source>The last coup</source>
        <translation>最后一局</translation>
    </message>
    <message>
        <source>Demonstration coups</source>
        <translation>示范局</translation>
    </message>
    <message>
        <source>An exposed card</source>
        <translation>翻开的牌</translation>
    </message>
    <message>
        <source>A misdeal</source>
        <translation>派牌错误</translation>
    </message>
    <message>
        <source>The Sam Kong burn</source>
        <translation>三公的销牌</translation>
    </message>
    <message>
        <source>Shoe procedure</source>
        <translation>牌靴程序</translation>
    </message>
    <message>
        <source>{hant} ({ordinal})</source>
        <comment>Sam Kong level in charts and logs. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {ordinal}: its number in the annex. Use the ones your language needs.</comment>
        <translation>{hans}（{ordinal}）</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>单</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>双</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>点数</translation>
    </message>
</context>
<context>
    <name>ChipEntry</name>
    <message>
        <source>Chips:</source>
        <translation>筹码：</translation>
    </message>
    <message>
        <source>e.g. 2x1k 3x100 50</source>
        <translation>例如 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Chips paid, e.g. 2x1k 3x100 50</source>
        <translation>付出的筹码，例如 2x1k 3x100 50</translation>
    </message>
    <message>
        <source>Keys: the value on the chip, thousands with k. One chip: its key; more: count x key.</source>
        <translation>按键：筹码上的面值，千用 k 表示。一个筹码：输入它的按键；多个：数量 x 按键。</translation>
    </message>
    <message>
        <source>{count} × {chip}</source>
        <translation>{count} × {chip}</translation>
    </message>
    <message>
        <source>= {chips} = {total} · chips: {count}</source>
        <translation>= {chips} = {total} · 筹码数：{count}</translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <source>Instructor &amp;name</source>
        <translation>导师名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密码(&amp;P)</translation>
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
        <translation>总览</translation>
    </message>
    <message>
        <source>Ctrl+Shift+1 to 8: sort by that column (again: the other way round)</source>
        <translation>Ctrl+Shift+1 至 8：按该栏排序（再按：反向排序）</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>班级(&amp;C)：</translation>
    </message>
    <message>
        <source>C&amp;ohort report (PDF)…</source>
        <translation>班级报告（PDF）(&amp;O)…</translation>
    </message>
    <message>
        <source>Roster (C&amp;SV)…</source>
        <translation>名单（CSV）(&amp;S)…</translation>
    </message>
    <message>
        <source>The roster as shown, in this language, with the codes in extra columns</source>
        <translation>按界面所示导出名单，使用当前语言，代码另列于额外栏位</translation>
    </message>
    <message>
        <source>&amp;Trainee report (PDF)…</source>
        <translation>学员报告（PDF）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Export these to CSV…</source>
        <translation>导出为CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>◀ &amp;Newer</source>
        <translation>◀ 较新(&amp;N)</translation>
    </message>
    <message>
        <source>Ol&amp;der ▶</source>
        <translation>较旧(&amp;D) ▶</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Attempt log</source>
        <translation>作答记录</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>审计</translation>
    </message>
    <message>
        <source>&amp;Wrong answers only</source>
        <translation>只显示答错(&amp;W)</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（无班级）</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>加载中…</translation>
    </message>
    <message>
        <source>No trainees in this cohort.</source>
        <translation>此班别没有学员。</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster.</source>
        <translation>请在名单中选择一名学员。</translation>
    </message>
    <message>
        <source>exam: {0}</source>
        <translation>考试：{0}</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>练习记录曾在程序以外被改动</translation>
    </message>
    <message numerus="yes">
        <source>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</source>
        <translation>
            <numerusform>练习记录曾在程序以外被改动：与封印不符的练习共 %n 节（其作答在下方以底色标示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</source>
        <translation>
            <numerusform>每日数据曾在程序以外被改动：与已存作答不符的日子共 %n 天（名单的计数及中位数以此为准；请运行 daily-rebuild）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}–{1} of {2} (newest first)</source>
        <translation>{2}项中的{0}–{1}（最新的先列）</translation>
    </message>
    <message>
        <source>Pass &amp;mark: {0}% · {1} s…</source>
        <translation>合格标准(&amp;M)：{0}% · {1}秒…</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存{0}</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>导出名单</translation>
    </message>
    <message>
        <source>Could not save the report: {0}</source>
        <translation>无法保存报告：{0}</translation>
    </message>
    <message>
        <source>No attempts match.</source>
        <translation>没有符合的作答。</translation>
    </message>
    <message>
        <source>Export attempts</source>
        <translation>导出作答记录</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV文件 (*.csv)</translation>
    </message>
    <message>
        <source>Trainee report</source>
        <translation>学员报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>班级报告</translation>
    </message>
    <message>
        <source>Preparing the cohort report…</source>
        <translation>正在准备班级报告…</translation>
    </message>
    <message>
        <source>The charts are still loading; try again in a moment.</source>
        <translation>图表仍在加载；请稍后再试。</translation>
    </message>
</context>
<context>
    <name>DateRangeBar</name>
    <message>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <source>Custom dates…</source>
        <translation>自定义日期…</translation>
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
        <translation>粤语</translation>
    </message>
    <message>
        <source>Mandarin</source>
        <translation>普通话</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>葡萄牙语</translation>
    </message>
    <message>
        <source>The dealer calls:</source>
        <translation>荷官报：</translation>
    </message>
    <message>
        <source>The right call:</source>
        <translation>正确报法：</translation>
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
        <translation>显示名称：{0}</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>显示名称(&amp;D)</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Draw</source>
        <translation>补牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>不补</translation>
    </message>
    <message>
        <source>Press D to draw or S to stand.</source>
        <translation>按 D 补牌，或按 S 不补。</translation>
    </message>
</context>
<context>
    <name>EnrolDialog</name>
    <message>
        <source>Use a school server</source>
        <translation>使用学校服务器</translation>
    </message>
    <message>
        <source>An instructor makes an enrolment code for this desk (Settings, School server, or dealer-trainer-server enrol on the server). Type the server&apos;s address, the fingerprint it shows when it starts, and the code. The desk keeps what the server gives it; it holds no database password.</source>
        <translation>导师为这台电脑生成登记码（设置 › 学校服务器，或在服务器上运行 dealer-trainer-server enrol）。请输入服务器地址、服务器启动时显示的指纹和登记码。这台电脑只保存服务器发给它的凭据，不保存数据库密码。</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>服务器地址(&amp;A)</translation>
    </message>
    <message>
        <source>Certificate &amp;fingerprint</source>
        <translation>证书指纹(&amp;F)</translation>
    </message>
    <message>
        <source>Enrolment &amp;code</source>
        <translation>登记码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Enrol this desk</source>
        <translation>登记这台电脑(&amp;E)</translation>
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
        <translation>难题</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>弱项</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 开放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>closed {0}</source>
        <translation>已于 {0} 截止</translation>
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
        <translation>第{0}部分：三公百家乐赌台（{1}）</translation>
    </message>
    <message>
        <source>Section {0}: Table ({1})</source>
        <translation>第{0}部分：赌台（{1}）</translation>
    </message>
    <message>
        <source>no round finished</source>
        <translation>未完成任何一局</translation>
    </message>
    <message>
        <source>{0:.1f} rounds an hour</source>
        <translation>每小时 {0:.1f} 局</translation>
    </message>
    <message>
        <source>no coup finished</source>
        <translation>未完成任何一局</translation>
    </message>
    <message>
        <source>{0:.1f} coups an hour</source>
        <translation>每小时 {0:.1f} 局</translation>
    </message>
    <message>
        <source>{0} ({1} while the desk was down left out)</source>
        <translation>{0}（电脑停机的 {1}不计在内）</translation>
    </message>
    <message>
        <source>Pace: {0} (no target)</source>
        <translation>速度：{0}（未设目标）</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: reached</source>
        <translation>速度：{0}，目标 {1}：已达到</translation>
    </message>
    <message>
        <source>Pace: {0}, target {1}: not reached (the section fails)</source>
        <translation>速度：{0}，目标 {1}：未达到（此部分不合格）</translation>
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
        <translation>{0}/{1} 个步骤正确，已发 {2} 局（共 {3} 局）</translation>
    </message>
    <message>
        <source>{0}/{1} steps right, {2} of {3} coups dealt</source>
        <translation>{0}/{1} 个步骤正确，已发 {2} 局（共 {3} 局）</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>coups dealt, then the void ones</comment>
        <translation>{0}，{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n void coup(s) not counted</source>
        <translation>
            <numerusform>%n 局作废，不计算</numerusform>
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
        <translation>步骤正确 {0:.0f}%，须达 {1}%</translation>
    </message>
    <message>
        <source>the pace is under its target</source>
        <translation>速度未达目标</translation>
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
        <translation>进行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Time ran out (handed in automatically)</source>
        <translation>时间已到（自动交卷）</translation>
    </message>
    <message>
        <source>Handed in early</source>
        <translation>提早交卷</translation>
    </message>
    <message>
        <source>Incomplete (interrupted)</source>
        <translation>未完成（中断）</translation>
    </message>
    <message>
        <source>Voided by a proctor</source>
        <translation>由监考人作废</translation>
    </message>
    <message>
        <source>This sitting was voided by {0}: {1}</source>
        <translation>此场考试已被 {0} 作废：{1}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}</source>
        <translation>{1} 由 {0} 作废：{2}</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was given back</source>
        <translation>{1} 由 {0} 作废：{2}；此次应考机会已退回</translation>
    </message>
    <message>
        <source>Voided by {0} at {1}: {2}; the attempt was used</source>
        <translation>{1} 由 {0} 作废：{2}；此次应考机会已用掉</translation>
    </message>
    <message>
        <source>Voided: attempt given back</source>
        <translation>已作废：应考机会已退回</translation>
    </message>
    <message>
        <source>Voided: attempt used</source>
        <translation>已作废：应考机会已用掉</translation>
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
        <translation>第 {0} 部分选用了赌台设置“{1}”，但它已在“设置 &gt; 赌台设置”中删除。请取消勾选（或再保存一个同名的赌台设置），然后保存考试。</translation>
    </message>
    <message>
        <source>Only a drill dealt at a table can pick tables.</source>
        <translation>只有在赌台上发牌的练习才可选择赌台。</translation>
    </message>
    <message>
        <source>A table is picked twice.</source>
        <translation>同一张赌台被选了两次。</translation>
    </message>
    <message>
        <source>Pick at most {0} tables.</source>
        <translation>最多可选 {0} 张赌台。</translation>
    </message>
    <message>
        <source>The section&apos;s tables cannot be read.</source>
        <translation>无法读取这部分的赌台。</translation>
    </message>
    <message>
        <source>The exam must close after it opens: pick a closing time later than the opening time.</source>
        <translation>考试必须在开放之后才截止：请选择比开放时间晚的截止时间。</translation>
    </message>
    <message>
        <source>Must be from {0} to {1}.</source>
        <translation>必须在{0}至{1}之间。</translation>
    </message>
    <message>
        <source>This cannot be empty.</source>
        <translation>这项不能留空。</translation>
    </message>
    <message>
        <source>An exam needs at least one section (a drill or a Table).</source>
        <translation>考试至少需要一个部分（练习或赌台）。</translation>
    </message>
    <message>
        <source>At most {0} characters.</source>
        <translation>最多{0}个字符。</translation>
    </message>
    <message>
        <source>This drill cannot be examined at this level.</source>
        <translation>这个练习不能在此难度考核。</translation>
    </message>
    <message>
        <source>This drill and level are already in another section.</source>
        <translation>这个练习及难度已在另一部分。</translation>
    </message>
    <message>
        <source>Unknown value.</source>
        <translation>未知的值。</translation>
    </message>
    <message>
        <source>This value is not valid.</source>
        <translation>这个值无效。</translation>
    </message>
    <message>
        <source>This value is out of range.</source>
        <translation>这个值超出范围。</translation>
    </message>
    <message>
        <source>This exam opens at {0} (Macau time); it cannot be started before.</source>
        <translation>此考试于 {0}（澳门时间）开放；之前不能开始。</translation>
    </message>
    <message>
        <source>This exam closed at {0} (Macau time); it can no longer be started.</source>
        <translation>此考试已于 {0}（澳门时间）截止；不能再开始。</translation>
    </message>
    <message>
        <source>This sitting already has the most time that can be added: {0} min in all.</source>
        <translation>此考试已加到可加时间的上限：合共 {0} 分钟。</translation>
    </message>
    <message>
        <source>At most {0} min can be added to a sitting in all; this one can have {1} min more.</source>
        <translation>每次考试合共最多可加时 {0} 分钟；此考试还可加 {1} 分钟。</translation>
    </message>
    <message>
        <source>This exam or sitting no longer exists.</source>
        <translation>这个考试或考试场次已不存在。</translation>
    </message>
    <message>
        <source>This exam has been withdrawn by an instructor.</source>
        <translation>这个考试已被导师撤回。</translation>
    </message>
    <message>
        <source>This exam is not assigned to the trainee&apos;s cohort.</source>
        <translation>这个考试没有指派给该学员的班级。</translation>
    </message>
    <message>
        <source>No attempts are left for this exam. An instructor can grant a retake.</source>
        <translation>这个考试已没有剩余的应考次数。导师可以批准重考。</translation>
    </message>
    <message>
        <source>A sitting of this trainee is already running; it must be resumed, not started again.</source>
        <translation>该学员已有一个进行中的考试；必须继续该次考试，不能重新开始。</translation>
    </message>
    <message>
        <source>This sitting is no longer running.</source>
        <translation>这次考试已不在进行中。</translation>
    </message>
    <message>
        <source>This sitting&apos;s records have been altered; it cannot go on. Tell an instructor.</source>
        <translation>这次考试的记录曾被改动；不能继续。请通知导师。</translation>
    </message>
    <message>
        <source>This sitting&apos;s records cannot be read.</source>
        <translation>无法读取这次考试的记录。</translation>
    </message>
    <message>
        <source>This sitting&apos;s stored answers do not match its questions; tell an instructor.</source>
        <translation>这次考试保存的答案与题目不符；请通知导师。</translation>
    </message>
    <message>
        <source>The trainee has passed this exam: a retake of a pass needs a reason.</source>
        <translation>学员已通过此考试：重考已合格的考试须注明原因。</translation>
    </message>
    <message>
        <source>No certificate: this sitting was voided by a proctor, so it has no result.</source>
        <translation>不发证书：此场考试已被监考人作废，没有成绩。</translation>
    </message>
    <message>
        <source>No certificate: this is not the sitting that counts for this exam (see the exam&apos;s rule).</source>
        <translation>不发证书：这次并非此考试计算成绩的一次（见考试的规则）。</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}. A sitting runs on one desk at a time: close it there first, or wait until that desk has been quiet for two minutes.</source>
        <translation>此场考试正在电脑 {0} 上进行。每场考试同一时间只能在一台电脑上进行：请先在该电脑上关闭，或待该电脑两分钟没有活动后再试。</translation>
    </message>
    <message>
        <source>This question was already answered on another desk: this sitting is running on two desks at once. A sitting runs on one desk at a time; close it here and ask the proctor. Give each desk its own name (see --desk).</source>
        <translation>此题已在另一台电脑上作答：这场考试正同时在两台电脑上进行。每场考试同一时间只能在一台电脑上进行；请在这里关闭，并通知监考员。请给每台电脑一个独立名称（见 --desk）。</translation>
    </message>
    <message>
        <source>Another desk started this trainee&apos;s sitting at the same moment. Look at the list again.</source>
        <translation>另一台电脑在同一时间为此学员开始了考试。请重新查看列表。</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (at most 500 characters).</source>
        <translation>请填写作废此场考试的原因（最多 500 字）。</translation>
    </message>
    <message>
        <source>Add between 1 and 120 minutes.</source>
        <translation>请加 1 至 120 分钟。</translation>
    </message>
    <message>
        <source>The school server was restarted: this sitting waits for the proctor. Close Dealer Trainer, sign in again and ask the proctor to continue it: the same questions go on with the time that is left.</source>
        <translation>学校服务器已重新启动：这场考试正在等待监考人。请关闭荷官培训，再次登录，并请监考人继续考试：同样的题目以剩余的时间继续。</translation>
    </message>
    <message>
        <source>This sitting was interrupted: you signed out, or signed in again. Press “Proctor: continue the sitting…” on the Exam page and have the proctor approve it on their own desk: the same questions go on with the time that is left.</source>
        <translation>这场考试已中断：你已退出登录，或再次登录。请在考试页按「监考人：继续考试…」，并请监考人在自己的电脑上批准：同一批题目会以剩余的时间继续。</translation>
    </message>
    <message>
        <source>This sitting is running on the desk {0}: a sitting runs on one desk at a time. To go on at this desk, press “Proctor: continue the sitting here…” on the Exam page and have the proctor approve it on their desk.</source>
        <translation>此场考试正在电脑 {0} 上进行：每场考试同一时间只能在一台电脑上进行。要在这台电脑上继续，请在“考试”页按“监考人：在这里继续考试…”，并由监考人在自己的电脑上批准。</translation>
    </message>
    <message>
        <source>The exam cannot do that now.</source>
        <translation>考试现在不能进行这项操作。</translation>
    </message>
    <message>
        <source>This exam cannot start: its settings were changed outside the app (seal check failed). Saving it again does not fix this. Check the Audit tab, then create the exam again.</source>
        <translation>这个考试不能开始：考试设定曾在程序以外被改动（封印核对失败）。再次储存也不能补救。请查看审计分页，然后重新建立考试。</translation>
    </message>
    <message>
        <source>This exam was not saved: its settings were changed outside the app (seal check failed), and saving would seal the change. Check the Audit tab, then create the exam again.</source>
        <translation>这个考试没有储存：考试设定曾在程序以外被改动（封印核对失败），储存会把改动封印。请查看审计分页，然后重新建立考试。</translation>
    </message>
    <message>
        <source>This sitting cannot start: the trainee&apos;s account was changed outside the app (seal check failed). An instructor must check the account; the Audit tab lists it.</source>
        <translation>这次考试不能开始：学员的账户曾在程序以外被改动（封印核对失败）。导师须检查该账户；审计分页已记录此事。</translation>
    </message>
    <message>
        <source>This sitting cannot start: the proctor&apos;s account was changed outside the app (seal check failed). The Audit tab lists it.</source>
        <translation>这次考试不能开始：监考人的账户曾在程序以外被改动（封印核对失败）。审计分页已记录此事。</translation>
    </message>
    <message>
        <source>No attempts are left: a retake grant in the database was not made by an instructor (seal check failed) and does not count. An instructor can revoke it (Retake grants…).</source>
        <translation>已没有应考机会：数据库中有一项重考许可并非由导师批出（封印核对失败），不予计算。导师可将其撤销（重考许可…）。</translation>
    </message>
    <message>
        <source>This sitting cannot start: a record it needs failed its seal check. The Audit tab lists it.</source>
        <translation>这次考试不能开始：所需的一项记录封印核对失败。审计分页已记录此事。</translation>
    </message>
    <message>
        <source>Too many wrong passwords for this instructor: wait {0} s and try again, or ask another instructor to unlock the account. With no other instructor: see &quot;Locked out&quot; in the README.</source>
        <translation>此导师的密码错误次数过多：请等待{0}秒后再试，或请另一位导师解除锁定。如没有其他导师，请参阅 README 的“Locked out”一节。</translation>
    </message>
    <message>
        <source>That name and password do not match an instructor&apos;s. Try again.</source>
        <translation>该名称与密码不符合任何导师账户。请再试一次。</translation>
    </message>
    <message>
        <source>The proctor&apos;s name or password was not recognised, or is not an active instructor&apos;s or proctor&apos;s. Try again.</source>
        <translation>监考人的名称或密码不正确，或不是在职导师或监考人。请再试。</translation>
    </message>
    <message>
        <source>The proctor&apos;s account has no copy of the exam seal yet, so it cannot start or resume sittings. An instructor who has one must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>监考人的账户尚未取得考试封印，因此不能开始或继续考试。须由持有封印的导师为其登记（考试画面，登记导师…）。</translation>
    </message>
    <message>
        <source>Sign in again as an instructor to unlock the exam seal.</source>
        <translation>请以导师身份再次登录，以解锁考试封印。</translation>
    </message>
    <message>
        <source>This exam cannot start: no deal fits the limits of the table profile “{0}”. An instructor must check it in Settings &gt; Table profiles.</source>
        <translation>这个考试无法开始：没有一局符合赌台设置“{0}”的限额。须由导师在“设置 &gt; 赌台设置”中检查。</translation>
    </message>
    <message>
        <source>This exam cannot start: its section {0} names the table profile “{1}”, which was deleted in Settings &gt; Table profiles. An instructor must pick that section&apos;s tables again.</source>
        <translation>这个考试无法开始：第 {0} 部分选用了赌台设置“{1}”，但它已在“设置 &gt; 赌台设置”中删除。须由导师为该部分重新选择赌台。</translation>
    </message>
    <message>
        <source>You are not allowed to do that.</source>
        <translation>你无权进行这项操作。</translation>
    </message>
    <message>
        <source>An exam with this name already exists; choose another name.</source>
        <translation>已有同名的考试；请另选名称。</translation>
    </message>
    <message>
        <source>Something went wrong: {0}</source>
        <translation>出现问题：{0}</translation>
    </message>
</context>
<context>
    <name>FeltDesk</name>
    <message>
        <source>Cash:</source>
        <translation>兑换现金：</translation>
    </message>
    <message>
        <source>Collect box:</source>
        <translation>收佣金格：</translation>
    </message>
    <message>
        <source>Mark commission:</source>
        <translation>记佣金：</translation>
    </message>
    <message>
        <source>Pay (amount):</source>
        <translation>派彩（金额）：</translation>
    </message>
    <message>
        <source>Pay (chips):</source>
        <translation>派彩（筹码）：</translation>
    </message>
</context>
<context>
    <name>FirstRunPage</name>
    <message>
        <source>Welcome to Dealer Trainer</source>
        <translation>欢迎使用荷官培训</translation>
    </message>
    <message>
        <source>First start: create the instructor account. The instructor adds cohorts and trainees, resets PINs, sets up tables and exams.</source>
        <translation>首次启动：请创建导师账户。导师负责添加班级及学员、重置PIN码、设置赌台及考试。</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登录名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>显示名称(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密码(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Confirm password</source>
        <translation>确认密码(&amp;C)</translation>
    </message>
    <message>
        <source>Create instructor account  (Enter)</source>
        <translation>创建导师账户  (Enter)</translation>
    </message>
    <message>
        <source>&amp;Use a school server instead…</source>
        <translation>改用学校服务器(&amp;U)…</translation>
    </message>
    <message>
        <source>Enter a sign-in name.</source>
        <translation>请输入登录名。</translation>
    </message>
    <message>
        <source>The instructor password needs at least 8 characters.</source>
        <translation>导师密码至少需要8个字符。</translation>
    </message>
    <message>
        <source>The two passwords are not the same.</source>
        <translation>两次输入的密码不一致。</translation>
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
        <translation>请选择要做什么。每个界面都有键盘快捷键；按 Esc 或 Alt+Home 返回这里。</translation>
    </message>
    <message>
        <source>A new school: start here.
1. Settings (Ctrl+6), Cohorts and trainees: add a cohort, then import the roster from a CSV file or add trainees one by one.
2. Settings, Table profiles: look at the tables your trainees will deal at.
3. Exam (Ctrl+4): make the first exam when the cohort is ready.</source>
        <translation>新学校：由这里开始。
1. 设置 (Ctrl+6)，班级及学员：新增班级，然后从 CSV 文件导入名单，或逐一加入学员。
2. 设置，赌台设置：查看学员将会派牌的赌台。
3. 考试 (Ctrl+4)：班级准备好后，建立第一个考试。</translation>
    </message>
</context>
<context>
    <name>HomeworkTab</name>
    <message>
        <source>&amp;New assignment…</source>
        <translation>新增作业(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>修改(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xport status to CSV…</source>
        <translation>导出状况为CSV(&amp;X)…</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Due (Macau)</source>
        <translation>截止（澳门）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状况</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答次数</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实际数值</translation>
    </message>
    <message>
        <source>Done on</source>
        <translation>完成于</translation>
    </message>
    <message>
        <source>Schedule health</source>
        <translation>复习规律</translation>
    </message>
    <message>
        <source>Days practised (last 14)</source>
        <translation>练习天数（近14天）</translation>
    </message>
    <message>
        <source>Due reviews</source>
        <translation>待复习项目</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>记忆保持率</translation>
    </message>
    <message>
        <source>Done (%)</source>
        <translation>已完成（%）</translation>
    </message>
    <message>
        <source>Cohort completion</source>
        <translation>班级完成进度</translation>
    </message>
    <message>
        <source>Remove homework</source>
        <translation>删除作业</translation>
    </message>
    <message>
        <source>Remove “{0}”? The trainees&apos; answers are kept.</source>
        <translation>删除“{0}”？学员的作答记录会保留。</translation>
    </message>
    <message>
        <source>Export homework status</source>
        <translation>导出作业状况</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV文件 (*.csv)</translation>
    </message>
    <message>
        <source>No homework set for this cohort. Press Alt+N to set some.</source>
        <translation>此班级尚无作业。按 Alt+N 新增。</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{1}人中{0}人</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存{0}</translation>
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
        <translation>进行中</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>暂未提供</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答次数</translation>
    </message>
    <message>
        <source>Accuracy over the last answers</source>
        <translation>最近作答的准确率</translation>
    </message>
    <message>
        <source>Pace (median time)</source>
        <translation>速度（中位数时间）</translation>
    </message>
    <message>
        <source>All due reviews cleared</source>
        <translation>完成所有待复习项目</translation>
    </message>
    <message>
        <source>Pass the lesson&apos;s check</source>
        <translation>通过课堂测验</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>作答%n题</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}% right over the last {1}</source>
        <translation>最近{1}次答对{0}%</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>最近{1}次中位数{0}</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>课程已不再提供（{0}）</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>课程：{0}</translation>
    </message>
    <message>
        <source>{0} due</source>
        <translation>{0} 项待复习</translation>
    </message>
    <message>
        <source>Share of reviews of already-seen items answered right in the last 30 days, against the cohort&apos;s desired retention.</source>
        <translation>过去 30 天内复习已见过项目时答对的比例，对照班级设定的目标记忆保持率。</translation>
    </message>
    <message>
        <source>no reviews yet (target {0})</source>
        <translation>尚无复习记录（目标 {0}）</translation>
    </message>
    <message>
        <source>{0} (target {1})</source>
        <translation>{0}（目标 {1}）</translation>
    </message>
    <message>
        <source>too few reviews ({0})</source>
        <translation>复习次数太少（{0}）</translation>
    </message>
</context>
<context>
    <name>InstructorExams</name>
    <message>
        <source>Exams</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>E&amp;xams and blueprints</source>
        <translation>考试及蓝本(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Results and reviews</source>
        <translation>成绩及复核(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;unning sittings</source>
        <translation>进行中的考试(&amp;U)</translation>
    </message>
</context>
<context>
    <name>KeptShoesDialog</name>
    <message>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>逐局</translation>
    </message>
    <message>
        <source>{0} · {1} · begun {2}</source>
        <translation>{0} · {1} · 开始于 {2}</translation>
    </message>
    <message>
        <source>{0} · {1} · coup {2} · begun {3}</source>
        <translation>{0} · {1} · 第{2}局 · 开始于 {3}</translation>
    </message>
    <message>
        <source>Unfinished shoes</source>
        <translation>未完成的牌靴</translation>
    </message>
    <message>
        <source>You have {0} unfinished shoes, the newest first. Resume one where you left off, give one up, or deal a new shoe:</source>
        <translation>你有 {0} 靴未完成的牌，最新的在前。可从上次停下的地方继续其中一靴、放弃其中一靴，或发一靴新牌：</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>放弃(&amp;G)</translation>
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
        <translation>课程</translation>
    </message>
    <message>
        <source>The lesson progress could not be read: {0}</source>
        <translation>无法读取课程进度：{0}</translation>
    </message>
    <message>
        <source>Choose a trainee to see their lessons.</source>
        <translation>请选择一名学员，查看其课程。</translation>
    </message>
    <message>
        <source>{0} of {1} lessons opened, {2} checks passed.</source>
        <translation>已打开{1}课中的{0}课，通过{2}个测验。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>已打开</translation>
    </message>
    <message>
        <source>Check passed</source>
        <translation>已通过测验</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>%n question(s) not answered yet: answer them, then press Enter to check your answers.</source>
        <translation>
            <numerusform>还有%n题未答：先作答，再按 Enter 核对答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Baccarat 百家樂</source>
        <translation>百家乐</translation>
    </message>
    <message>
        <source>Sam Kong 三公</source>
        <translation>三公百家乐</translation>
    </message>
    <message>
        <source>dealer&apos;s procedure (RULES.md C)</source>
        <translation>荷官程序（RULES.md C）</translation>
    </message>
    <message>
        <source>Baccarat art. {0}</source>
        <translation>百家乐第{0}条</translation>
    </message>
    <message>
        <source>Sam Kong art. {0}</source>
        <translation>三公百家乐第{0}条</translation>
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
        <translation>赌场惯例(澳博)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>○ Not opened</source>
        <translation>○ 未打开</translation>
    </message>
    <message>
        <source>◐ Opened</source>
        <translation>◐ 已打开</translation>
    </message>
    <message>
        <source>✓ Check passed</source>
        <translation>✓ 已通过测验</translation>
    </message>
    <message>
        <source>all coups</source>
        <translation>所有牌局</translation>
    </message>
    <message>
        <source>hard cases</source>
        <translation>难题</translation>
    </message>
    <message>
        <source>naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>my weak spots</source>
        <translation>我的弱项</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Player 閒</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>Door {0}</source>
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>第一张牌</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>Two faces {0}</source>
        <translation>双公{0}点</translation>
    </message>
    <message>
        <source>One face {0}</source>
        <translation>单公{0}点</translation>
    </message>
    <message>
        <source>No face {0}</source>
        <translation>无公{0}点</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>stands: the Player has a natural</source>
        <translation>不补：闲家是例牌</translation>
    </message>
    <message>
        <source>stands: the Banker has a natural</source>
        <translation>不补：庄家是例牌</translation>
    </message>
    <message>
        <source>draws: the Player draws on 0 to 5</source>
        <translation>补牌：闲家0至5点补牌</translation>
    </message>
    <message>
        <source>stands: the Player stands on 6 and 7</source>
        <translation>不补：闲家6点及7点不补</translation>
    </message>
    <message>
        <source>draws: the Banker draws on 0, 1 and 2 whatever the third card</source>
        <translation>补牌：庄家0、1、2点无论第三张牌是什么都补牌</translation>
    </message>
    <message>
        <source>draws: Banker 3 draws unless the third card is an 8</source>
        <translation>补牌：庄家3点补牌，除非第三张牌是8</translation>
    </message>
    <message>
        <source>stands: Banker 3 stands against an 8</source>
        <translation>不补：庄家3点遇8不补</translation>
    </message>
    <message>
        <source>draws: Banker 4 draws against 2 to 7</source>
        <translation>补牌：庄家4点遇2至7补牌</translation>
    </message>
    <message>
        <source>stands: Banker 4 stands against A, 8, 9 and 10/J/Q/K</source>
        <translation>不补：庄家4点遇A、8、9及10/J/Q/K不补</translation>
    </message>
    <message>
        <source>draws: Banker 5 draws against 4 to 7</source>
        <translation>补牌：庄家5点遇4至7补牌</translation>
    </message>
    <message>
        <source>stands: Banker 5 stands against A, 2, 3, 8, 9 and 10/J/Q/K</source>
        <translation>不补：庄家5点遇A、2、3、8、9及10/J/Q/K不补</translation>
    </message>
    <message>
        <source>draws: Banker 6 draws against 6 and 7</source>
        <translation>补牌：庄家6点遇6及7补牌</translation>
    </message>
    <message>
        <source>stands: Banker 6 draws only against 6 and 7</source>
        <translation>不补：庄家6点只在遇6及7时补牌</translation>
    </message>
    <message>
        <source>draws: the Player stood, so the Banker draws on 0 to 5</source>
        <translation>补牌：闲家不补，所以庄家0至5点补牌</translation>
    </message>
    <message>
        <source>stands: the Player stood, so the Banker stands on 6</source>
        <translation>不补：闲家不补，所以庄家6点不补</translation>
    </message>
    <message>
        <source>stands: the Banker stands on 7</source>
        <translation>不补：庄家7点不补</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲赢</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄赢</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player: the first two cards make {0}; {1} ({2}).</source>
        <translation>闲家：头两张牌合共{0}点；{1}（{2}）。</translation>
    </message>
    <message>
        <source>Third card: the Player makes {0}.</source>
        <translation>第三张牌：闲家成为{0}点。</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; the Player&apos;s third card counts {1}; {2} ({3}).</source>
        <translation>庄家：头两张牌合共{0}点；闲家第三张牌当{1}点；{2}（{3}）。</translation>
    </message>
    <message>
        <source>Banker: the first two cards make {0}; {1} ({2}).</source>
        <translation>庄家：头两张牌合共{0}点；{1}（{2}）。</translation>
    </message>
    <message>
        <source>Third card: the Banker makes {0}.</source>
        <translation>第三张牌：庄家成为{0}点。</translation>
    </message>
    <message>
        <source>Result: {0}, {1} to {2} ({3}).</source>
        <translation>结果：{0}，{1}对{2}（{3}）。</translation>
    </message>
    <message>
        <source>Player Pair: the Player&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>闲对：闲家头两张牌点数（牌面）相同（百家乐第13条）。</translation>
    </message>
    <message>
        <source>Banker Pair: the Banker&apos;s first two cards are of the same rank (Baccarat art. 13).</source>
        <translation>庄对：庄家头两张牌点数（牌面）相同（百家乐第13条）。</translation>
    </message>
    <message>
        <source>no commission; a Banker win with 6 pays 1:2</source>
        <translation>免佣；庄家以6点胜出只赔一半</translation>
    </message>
    <message>
        <source>commission {0}% marked in the commission box</source>
        <translation>佣金{0}%记在佣金格</translation>
    </message>
    <message>
        <source>commission {0}% deducted at payout</source>
        <translation>派彩时扣佣金{0}%</translation>
    </message>
    <message>
        <source>{table}: {how}.</source>
        <translation>{table}：{how}。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸运6</translation>
    </message>
    <message>
        <source>Seat {0}, {1} {2}</source>
        <translation>第{0}位，{1} {2}</translation>
    </message>
    <message>
        <source>{0}: loses; take {1} ({2}).</source>
        <translation>{0}：输；收回{1}（{2}）。</translation>
    </message>
    <message>
        <source>{0}: neither wins nor loses; the bet stays ({1}).</source>
        <translation>{0}：不输不赢；注码保留（{1}）。</translation>
    </message>
    <message>
        <source>{0}: wins at {1}, winnings {2}</source>
        <translation>{0}：以{1}赔率赢，赢得{2}</translation>
    </message>
    <message>
        <source>{0}; pay {1} and mark {2} in the commission box ({3}).</source>
        <translation>{0}；派{1}，并在佣金格记{2}（{3}）。</translation>
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
        <translation>，记{0}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>{0}: level {1} of {2} ({3}).</source>
        <translation>{0}：{2}级中的第{1}级（{3}）。</translation>
    </message>
    <message>
        <source>Banker: {0}, level {1} of {2}.</source>
        <translation>庄家：{0}，{2}级中的第{1}级。</translation>
    </message>
    <message>
        <source>beats the banker</source>
        <translation>赢庄家</translation>
    </message>
    <message>
        <source>loses to the banker</source>
        <translation>输给庄家</translation>
    </message>
    <message>
        <source>ties with the banker</source>
        <translation>与庄家和</translation>
    </message>
    <message>
        <source>Door {0}: {1} {2} ({3}).</source>
        <translation>第{0}门：{1}{2}（{3}）。</translation>
    </message>
    <message>
        <source>Tie on door {0}</source>
        <translation>第{0}门和局</translation>
    </message>
    <message>
        <source>Banker point {0}</source>
        <translation>庄家{0}点</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>单</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>双</translation>
    </message>
    <message>
        <source>三公 (three faces)</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>{0}: a tie; the bet stands ({1}).</source>
        <translation>{0}：和局；注码保留（{1}）。</translation>
    </message>
    <message>
        <source>{0}: wins {1}; commission {2}, pay {3} ({4}).</source>
        <translation>{0}：赢{1}；佣金{2}，派{3}（{4}）。</translation>
    </message>
    <message>
        <source>{0}: wins {1}; pay {2} ({3}).</source>
        <translation>{0}：赢{1}；派{2}（{3}）。</translation>
    </message>
    <message>
        <source>One deck in a box, one cut card; every coup is dealt from a fresh shuffle ({0}).</source>
        <translation>一副牌放牌盒，一张白咭；每局重新洗牌后派发（{0}）。</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks) ({1}).</source>
        <translation>销牌{0}张（按纸牌副数）（{1}）。</translation>
    </message>
    <message>
        <source>{0} decks in a shoe, two cut cards: the second goes between the last {1} and {2} cards ({3}).</source>
        <translation>{0}副牌放牌靴，两张白咭：第二张插在最后{1}至{2}张牌之间（{3}）。</translation>
    </message>
    <message>
        <source>Burn {0} (as many cards as decks), then {1} before every later coup ({2}).</source>
        <translation>销牌{0}张（按纸牌副数），之后每局前再销{1}张（{2}）。</translation>
    </message>
    <message>
        <source>Deal three cards face down to each hand, clockwise: {0}, the banker last ({1}).</source>
        <translation>每门牌面向下派三张，顺时针：{0}，庄家最后（{1}）。</translation>
    </message>
    <message>
        <source>First take the losing bets, in the table&apos;s order:</source>
        <translation>先按该台的次序收输的投注：</translation>
    </message>
    <message>
        <source>Then pay the winners, in the table&apos;s order:</source>
        <translation>然后按该台的次序派赢的投注：</translation>
    </message>
    <message>
        <source>These bets stand, neither taken nor paid:</source>
        <translation>以下投注保留，不收也不派：</translation>
    </message>
    <message>
        <source>the house wins {0}</source>
        <translation>场方赢{0}</translation>
    </message>
    <message>
        <source>the house loses {0}</source>
        <translation>场方输{0}</translation>
    </message>
    <message>
        <source>Taken {0}; paid {1} after {2} commission: {3}.</source>
        <translation>收{0}；扣{2}佣金后派{1}：{3}。</translation>
    </message>
    <message>
        <source>Coup {0}: {1}</source>
        <translation>第 {0} 局：{1}</translation>
    </message>
    <message>
        <source>{0} decks, {1} cards: the cut card goes in {2} cards from the end ({3}).</source>
        <translation>{0} 副牌，共 {1} 张：白咭插在距离末尾 {2} 张处（{3}）。</translation>
    </message>
    <message>
        <source>The cut card comes out in coup {0} ({1}):</source>
        <translation>白咭在第 {0} 局出现（{1}）：</translation>
    </message>
    <message>
        <source>Reading “one more coup”: finish coup {0}, deal coup {1}, the last, then reshuffle ({2}).</source>
        <translation>解读“再派一局”：完成第 {0} 局，再派第 {1} 局作为最后一局，然后重新洗牌（{2}）。</translation>
    </message>
    <message>
        <source>Reading “this coup is last”: coup {0} is the last; reshuffle after it ({1}).</source>
        <translation>解读“此局为最后一局”：第 {0} 局为最后一局，之后重新洗牌（{1}）。</translation>
    </message>
    <message>
        <source>The first card counts {0}: burn {1} more cards ({2}).</source>
        <translation>第一张牌当{0}点：再销{1}张牌（{2}）。</translation>
    </message>
    <message>
        <source>{0} decks in the shoe: burn {1} cards ({2}).</source>
        <translation>牌靴内有{0}副牌：销{1}张牌（{2}）。</translation>
    </message>
    <message>
        <source>The house&apos;s fixed number: burn {0} cards ({1}).</source>
        <translation>赌场定下的固定数目：销{0}张牌（{1}）。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>补牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>不补</translation>
    </message>
    <message>
        <source>Yes, a pair</source>
        <translation>是，是对子</translation>
    </message>
    <message>
        <source>No pair</source>
        <translation>不是对子</translation>
    </message>
    <message>
        <source>The door wins</source>
        <translation>该门赢</translation>
    </message>
    <message>
        <source>The door loses</source>
        <translation>该门输</translation>
    </message>
    <message>
        <source>Odd wins</source>
        <translation>单赢</translation>
    </message>
    <message>
        <source>Even wins</source>
        <translation>双赢</translation>
    </message>
    <message>
        <source>Tie: the odd and even bets stand</source>
        <translation>和：单、双注码保留</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0}张牌</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>第 {0} 局</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}. Does the Player draw?</source>
        <translation>闲{0}点，庄{1}点。闲家要补牌吗？</translation>
    </message>
    <message>
        <source>Banker {0}, the Player stood. Draw or stand?</source>
        <translation>庄{0}点，闲家不补。庄家补还是不补？</translation>
    </message>
    <message>
        <source>Banker {0}, the Player&apos;s third card is worth {1}. Draw or stand?</source>
        <translation>庄{0}点，闲家第三张牌是{1}点。补还是不补？</translation>
    </message>
    <message>
        <source>A hand holds {0}. What is its total?</source>
        <translation>一手牌是{0}。合共几点？</translation>
    </message>
    <message>
        <source>The cards come out {0}. What is the result?</source>
        <translation>牌依次派出：{0}。结果是什么？</translation>
    </message>
    <message>
        <source>A hand&apos;s first two cards are {0}. Is it a pair?</source>
        <translation>一手牌的头两张是{0}。是对子吗？</translation>
    </message>
    <message>
        <source>Name this Sam Kong hand: {0}.</source>
        <translation>说出这手三公牌的级别：{0}。</translation>
    </message>
    <message>
        <source>The door holds {0} and the banker holds {1}. What is the door&apos;s result?</source>
        <translation>该门持{0}，庄家持{1}。该门的结果是什么？</translation>
    </message>
    <message>
        <source>The Sam Kong banker holds {0}. Which bet wins?</source>
        <translation>三公庄家持{0}。哪一注赢？</translation>
    </message>
    <message>
        <source>The house burns by option (b). The first card is {0}. How many more cards do you burn?</source>
        <translation>赌场按方式(b)销牌。第一张牌是{0}。还要再销几张牌？</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “one more coup”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>场方对第 3 条的解读是“再派一局”。白咭在第 {0} 局出现。哪一局是最后一局？</translation>
    </message>
    <message>
        <source>Your house reads art. 3 as “this coup is last”. The cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>场方对第 3 条的解读是“此局为最后一局”。白咭在第 {0} 局出现。哪一局是最后一局？</translation>
    </message>
    <message>
        <source>Key {0}</source>
        <translation>按键 {0}</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ Not right</source>
        <translation>✗ 不正确</translation>
    </message>
    <message>
        <source>✗ Not answered</source>
        <translation>✗ 未作答</translation>
    </message>
    <message>
        <source>— read {0} again.</source>
        <translation>— 请再读一次{0}。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Answer each question with the key beside its choice; an answer given is final. Enter checks your answers. Every answer right passes the lesson.</source>
        <translation>用每个选项旁的按键回答每一题；答案一经作出便不能更改。按 Enter 检查答案。全部答对即通过本课。</translation>
    </message>
    <message>
        <source>{0} of {1} right. Read the rules marked ✗ again, then press Enter for a fresh check: new questions on the same rules.</source>
        <translation>{1}题中答对{0}题。请重温标有✗的规则，然后按 Enter 做一份新测验：同一规则的新题目。</translation>
    </message>
    <message>
        <source>Fresh check  [Enter]</source>
        <translation>新测验  [Enter]</translation>
    </message>
    <message>
        <source>The matching drill: {0}.</source>
        <translation>对应的练习：{0}。</translation>
    </message>
    <message>
        <source>▶ Your keys answer this question</source>
        <translation>▶ 你的按键正在回答这一题</translation>
    </message>
    <message>
        <source>Check my answers  [Enter]</source>
        <translation>检查我的答案  [Enter]</translation>
    </message>
    <message>
        <source>Practise this in the drill  [Ctrl+D]</source>
        <translation>在练习中操练  [Ctrl+D]</translation>
    </message>
    <message>
        <source>Passed: all {0} answers are right. Your progress is saved.</source>
        <translation>通过：{0}个答案全部正确。你的进度已保存。</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>例题</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>销{0}张</translation>
    </message>
    <message>
        <source>This lesson is not available in {0} yet, so it is shown in English.</source>
        <translation>本课尚未有{0}版本，所以用英文显示。</translation>
    </message>
    <message>
        <source>{0} · lesson {1} · {2} · rules: {3}</source>
        <translation>{0} · 第{1}课 · {2} · 规则：{3}</translation>
    </message>
    <message>
        <source>This lesson file could not be loaded</source>
        <translation>无法加载这个课程文件</translation>
    </message>
    <message>
        <source>The other lessons are not affected. Whoever edits the lessons can fix the file with lessons/README.md.</source>
        <translation>其他课程不受影响。负责编写课程的人可按 lessons/README.md 修正该文件。</translation>
    </message>
    <message>
        <source>there are no lessons in this language yet (folder {0} is missing)</source>
        <translation>此语言暂时没有课程（缺少文件夹 {0}）</translation>
    </message>
    <message>
        <source>the worked examples file is missing</source>
        <translation>缺少课程示例文件</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取此文件</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>此文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>this lesson is missing in a translation</source>
        <translation>某个译本缺少此课</translation>
    </message>
    <message>
        <source>the translation is out of date with the English lesson: {0}</source>
        <translation>译本与英文课程不一致（已过时）：{0}</translation>
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
        <translation>无法加载</translation>
    </message>
    <message>
        <source>Some lesson files have errors; the other lessons load normally:</source>
        <translation>部分课程文件有错误；其他课程可正常加载：</translation>
    </message>
    <message>
        <source>… and {0} more (see the list).</source>
        <translation>… 另有{0}项（见列表）。</translation>
    </message>
</context>
<context>
    <name>LessonsScreen</name>
    <message>
        <source>Your lesson progress could not be read or saved: {0}</source>
        <translation>无法读取或保存你的课程进度：{0}</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>○ not opened   ◐ opened   ✓ check passed</source>
        <translation>○ 未打开   ◐ 已打开   ✓ 已通过测验</translation>
    </message>
    <message>
        <source>↑ ↓ choose a lesson · PgUp PgDn read it · Enter go to its check · Ctrl+D practise it in the drill · Esc home</source>
        <translation>↑ ↓ 选择课程 · PgUp PgDn 阅读 · Enter 前往测验 · Ctrl+D 在练习中操练 · Esc 主页</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>课文</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>总览</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>赌台</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培训</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Sign out</source>
        <translation>退出登录(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back up database…</source>
        <translation>备份数据库(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Restore database…</source>
        <translation>还原数据库(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Move school to another database…</source>
        <translation>迁移学校(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>主页(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Dealer Trainer</source>
        <translation>关于荷官培训(&amp;A)</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>未登录</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>导师</translation>
    </message>
    <message>
        <source>Proctor</source>
        <translation>监考人</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Signed in: {0} ({1})</source>
        <translation>已登录：{0}（{1}）</translation>
    </message>
    <message>
        <source>Your PIN is changed.</source>
        <translation>你的 PIN 已更改。</translation>
    </message>
    <message>
        <source>Your password is changed.</source>
        <translation>你的密码已更改。</translation>
    </message>
    <message>
        <source>About Dealer Trainer</source>
        <translation>关于荷官培训</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dealer Trainer {0}&lt;/h3&gt;&lt;p&gt;Training for Macau baccarat and Sam Kong dealers: draw decisions, calling the coup, HKD commission and payouts, Sam Kong levels and shoe procedure, graded by the rules of the Macau regulations.&lt;/p&gt;&lt;p&gt;Database: {1}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;荷官培训 {0}&lt;/h3&gt;&lt;p&gt;为澳门百家乐及三公百家乐荷官而设的培训：补牌判断、报牌、港元佣金及派彩、三公牌级及牌靴程序，全部按澳门规章的规则评分。&lt;/p&gt;&lt;p&gt;数据库：{1}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MistakeRow</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>time out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>&lt;b&gt;You answered&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;你的答案&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right answer&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;正确答案&lt;/b&gt;&lt;br&gt;{0}</translation>
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
        <translation>为{0}（{1}）转班</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（无班级）</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>班级(&amp;C)</translation>
    </message>
</context>
<context>
    <name>MoveSchoolDialog</name>
    <message>
        <source>Move the school</source>
        <translation>迁移学校</translation>
    </message>
    <message>
        <source>Every account, answer, exam, seal and audit row is copied into an empty database (a PostgreSQL server for several desks) and checked there. This database stays as it is.</source>
        <translation>每个账户、答案、考试、封印及审计记录都会复制到一个空白数据库（多台电脑共用时用 PostgreSQL 服务器），并在那里核对。现用的数据库保持不变。</translation>
    </message>
    <message>
        <source>&amp;New database</source>
        <translation>新数据库(&amp;N)</translation>
    </message>
    <message>
        <source>Your &amp;password</source>
        <translation>你的密码(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>迁移(&amp;M)</translation>
    </message>
    <message>
        <source>Type the address (URL) of the new, empty database.</source>
        <translation>请输入新的空白数据库的地址（URL）。</translation>
    </message>
    <message>
        <source>Type your password: it opens the school&apos;s seal key, to check every seal on the new database.</source>
        <translation>请输入你的密码：它会打开学校的封印密钥，用来核对新数据库上的每个封印。</translation>
    </message>
    <message>
        <source>School moved</source>
        <translation>学校已迁移</translation>
    </message>
    <message>
        <source>The school was copied to {0} and checked there: {1} accounts, {2} practice answers, {3} exam sittings and {4} audit rows, every seal as here.

This desk still uses {5}. Point every desk at the new database (DEALER_TRAINER_DB, see the README) and start them again.</source>
        <translation>学校已复制到 {0} 并在那里核对：{1} 个账户、{2} 个练习答案、{3} 场考试及 {4} 条审计记录，每个封印都与这里相同。

这台电脑仍在使用 {5}。请把每台电脑指向新数据库（DEALER_TRAINER_DB，见 README），然后重新启动。</translation>
    </message>
    <message>
        <source>That database already holds a school ({0} accounts). A move never merges two schools: give an empty database.</source>
        <translation>该数据库已经有一所学校（{0} 个账户）。迁移绝不会合并两所学校：请提供一个空白数据库。</translation>
    </message>
    <message>
        <source>That database is not empty ({0} rows in {1}). Give an empty database.</source>
        <translation>该数据库不是空白的（{1} 有 {0} 行）。请提供一个空白数据库。</translation>
    </message>
    <message>
        <source>That is not your password: the school&apos;s seal key does not open with it. Nothing was copied.</source>
        <translation>这不是你的密码：学校的封印密钥无法用它打开。没有复制任何数据。</translation>
    </message>
    <message>
        <source>That is the database in use. Give a new, empty one.</source>
        <translation>这是正在使用的数据库。请提供一个新的空白数据库。</translation>
    </message>
    <message>
        <source>The copy did not check out (in {0}). Do not use the new database; this one is unchanged.</source>
        <translation>副本核对不符（在 {0}）。请勿使用新数据库；现用的数据库没有改变。</translation>
    </message>
    <message>
        <source>That is not a database address. Write it as postgresql+psycopg://user@server/database.</source>
        <translation>这不是数据库地址。请写成 postgresql+psycopg://用户@服务器/数据库。</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>≤{0}% wrong</source>
        <comment>legend: error rate up to</comment>
        <translation>答错≤{0}%</translation>
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
        <translation>图外的庄家判断（0至2点、7点、闲家不补、例牌）：{1}题中答错{0}题。</translation>
    </message>
    <message>
        <source>Right answers in a row: best {0}.</source>
        <translation>连续答对：最长{0}题。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between streak milestones</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <comment>a streak milestone and the day it was first reached</comment>
        <translation>{1}达{0}题</translation>
    </message>
    <message>
        <source>Milestones: {0}.</source>
        <translation>里程碑：{0}。</translation>
    </message>
    <message>
        <source>Next: {0} in a row.</source>
        <translation>下一个目标：连续答对{0}题。</translation>
    </message>
    <message>
        <source>Player&apos;s third card {0}</source>
        <translation>闲家第三张牌{0}</translation>
    </message>
    <message>
        <source>Banker draws</source>
        <translation>庄家补牌</translation>
    </message>
    <message>
        <source>Banker stands</source>
        <translation>庄家不补</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({2}): no answers yet</source>
        <translation>庄家{0}点，{1}（{2}）：未有作答</translation>
    </message>
    <message>
        <source>Banker {0}, {1} ({5}): {2} wrong of {3} ({4}%)</source>
        <translation>庄家{0}点，{1}（{5}）：{3}题中答错{2}题（{4}%）</translation>
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
        <translation>合格分数</translation>
    </message>
    <message>
        <source>At least this share &amp;right:</source>
        <translation>最少答对比率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Median answer time under:</source>
        <translation>作答时间中位数少于(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>PayoutPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>Pay (HK$, 0 if taken or it stays)</source>
        <translation>派彩（港元，收回或保留则为0）</translation>
    </message>
    <message>
        <source>Commission (HK$, empty if none)</source>
        <translation>佣金（港元，没有则留空）</translation>
    </message>
    <message>
        <source>Settle  [Enter]</source>
        <translation>结算  [Enter]</translation>
    </message>
    <message>
        <source>Chips for that payout, as few as possible, in one row: the key of each chip (under it), count x key for several, e.g. 2x1k 3x100 50. Enter settles.</source>
        <translation>用最少筹码支付这笔派彩，在一行内输入：每个筹码的按键（在筹码下方），多个用“数量 x 按键”，例如 2x1k 3x100 50。按 Enter 结算。</translation>
    </message>
    <message>
        <source>Seat {0}: {1} {2}</source>
        <translation>第{0}位：{1} {2}</translation>
    </message>
    <message>
        <source>Table: {0}</source>
        <translation>赌台：{0}</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type the payout and commission, Enter, then its chips.</source>
        <translation>结算第{0}位：{1} {2}。输入派彩及佣金，按 Enter，再输入筹码。</translation>
    </message>
    <message>
        <source>Settle seat {0}: {1} {2}. Type what you pay out and the commission, then Enter.</source>
        <translation>结算第{0}位：{1} {2}。输入派彩金额及佣金，然后按 Enter。</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0}至{1}</translation>
    </message>
    <message>
        <source>no commission, a Banker 6 pays 1:2</source>
        <translation>免佣，庄家以6点胜出只赔一半</translation>
    </message>
    <message>
        <source>no commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>{0}% marked in the commission box</source>
        <translation>{0}% 记在佣金格</translation>
    </message>
    <message>
        <source>{0}% deducted at payout</source>
        <translation>派彩时扣{0}%</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>请输入你付出的筹码，例如 2x1k 3x100 50，然后按 Enter。</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its keys are under its chips.</source>
        <translation>{0}：此台没有 {1} 筹码。按键列在各筹码下方。</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}：不是筹码。请输入筹码的按键（例如 100、1k），或“数量 x 按键”（例如 3x100）。</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>{0}筹码：数量比任何派彩所需的都多。</translation>
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
        <translation>难题</translation>
    </message>
    <message>
        <source>Naturals only</source>
        <translation>只限例牌</translation>
    </message>
    <message>
        <source>Due reviews could not be read ({0}).</source>
        <translation>无法读取到期复习项目（{0}）。</translation>
    </message>
    <message>
        <source>Due for review now, all drills: {0}. The drills come mixed, the most overdue first.</source>
        <translation>现在待复习（所有练习）：{0} 项。各练习混合出题，最逾期的先出。</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>题数(&amp;Q)</translation>
    </message>
    <message>
        <source>Due for review now: {0}.</source>
        <translation>现在待复习：{0} 项。</translation>
    </message>
    <message>
        <source>No weak spots recorded yet for this drill.</source>
        <translation>这个练习尚未记录到弱项。</translation>
    </message>
    <message>
        <source>Weak spot: {0} — {1} wrong out of {2}.</source>
        <translation>弱项：{0} — {2} 次中错 {1} 次。</translation>
    </message>
    <message>
        <source>The database cannot be reached: the session did not start. Press Start again when it is back.</source>
        <translation>无法连接数据库：练习未开始。数据库恢复后请再按“开始”。</translation>
    </message>
    <message>
        <source>The database could not start the session: press Start again, or ask an instructor if it goes on.</source>
        <translation>数据库未能开始练习：请再按“开始”；如仍然如此，请通知导师。</translation>
    </message>
    <message>
        <source>All drills — due reviews: {0}</source>
        <translation>所有练习 — 到期复习：{0}</translation>
    </message>
    <message>
        <source>Question {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>第{0}题 · 已答{1} · 答对{2} · 中位数{3} · 连续答对{4}</translation>
    </message>
    <message>
        <source>Deal {0} · answered {1} · right {2} · median {3} · streak {4}</source>
        <translation>第{0}局 · 已答{1} · 答对{2} · 中位数{3} · 连续答对{4}</translation>
    </message>
    <message>
        <source>No answers this time: nothing was recorded.</source>
        <translation>这次没有作答：没有记录任何内容。</translation>
    </message>
    <message>
        <source>Slowest</source>
        <translation>最慢</translation>
    </message>
    <message>
        <source>Mistakes to review</source>
        <translation>要复习的错误</translation>
    </message>
    <message>
        <source>Mistake {0}</source>
        <translation>错题{0}</translation>
    </message>
    <message>
        <source>That table profile is no longer there: pick another table.</source>
        <translation>该赌台设置已不存在：请选择另一张赌台。</translation>
    </message>
    <message>
        <source>This table&apos;s limits leave no deal the drill can build: pick another table, or ask an instructor to check its profile.</source>
        <translation>这张赌台的限额令练习无法生成任何牌局：请选择另一张赌台，或请导师检查其设置。</translation>
    </message>
    <message>
        <source>The school server cannot be reached: your answer was not saved yet. It is sent again by itself when the server answers.</source>
        <translation>无法连接到学校服务器：你的答案尚未保存。服务器恢复响应后，会自动再发送一次。</translation>
    </message>
    <message>
        <source>The database cannot be reached: your answer was not saved.</source>
        <translation>无法连接数据库：你的答案未保存。</translation>
    </message>
    <message>
        <source>{0} Your answer was not saved.</source>
        <translation>{0}你的答案未保存。</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it): your answer was not saved yet.</source>
        <translation>数据库正忙（另一个程序正在写入）：你的答案尚未保存。</translation>
    </message>
    <message>
        <source>The database file cannot be written (no permission, or the disk is full): your answer was not saved.</source>
        <translation>无法写入数据库文件（没有权限，或磁盘已满）：你的答案未保存。</translation>
    </message>
    <message>
        <source>The database could not save your answer.</source>
        <translation>数据库未能保存你的答案。</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Finish the session</source>
        <translation>结束这节练习(&amp;F)</translation>
    </message>
    <message>
        <source>Answer not saved</source>
        <translation>答案未保存</translation>
    </message>
    <message>
        <source>The session is paused and its clock stopped. Retry sends the same answer again; Finish ends the session (answers saved so far are kept).</source>
        <translation>这节练习已暂停，计时也已停止。“重试”会再次发送同一个答案；“结束”会结束这节练习（已保存的答案会保留）。</translation>
    </message>
    <message>
        <source>All drills — due reviews</source>
        <translation>所有练习 — 到期复习</translation>
    </message>
    <message>
        <source>All drills: due reviews</source>
        <translation>所有练习：到期复习</translation>
    </message>
    <message>
        <source>&amp;Review due items</source>
        <translation>复习到期项目(&amp;R)</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>局数(&amp;D)</translation>
    </message>
    <message>
        <source>Due reviews first</source>
        <translation>先复习到期项目</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{0}&lt;/b&gt; answers, &lt;b&gt;{1}&lt;/b&gt; right (&lt;b&gt;{2}&lt;/b&gt;), median time &lt;b&gt;{3}&lt;/b&gt;, best streak &lt;b&gt;{4}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;共&lt;b&gt;{0}&lt;/b&gt;题，答对&lt;b&gt;{1}&lt;/b&gt;题（&lt;b&gt;{2}&lt;/b&gt;），中位时间&lt;b&gt;{3}&lt;/b&gt;，最长连续答对&lt;b&gt;{4}&lt;/b&gt;题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{0} — due reviews</source>
        <translation>{0} — 到期复习</translation>
    </message>
    <message>
        <source>Session summary — due reviews</source>
        <translation>练习总结 — 到期复习</translation>
    </message>
    <message>
        <source>Or &amp;minutes (0 = off)</source>
        <translation>或分钟(&amp;M)（0 = 不限）</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>难度(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Timed</source>
        <translation>限时(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Seconds per answer</source>
        <translation>每题秒数(&amp;S)</translation>
    </message>
    <message>
        <source>Start  [Enter]</source>
        <translation>开始  [Enter]</translation>
    </message>
    <message>
        <source>Table &amp;profile</source>
        <translation>赌台设置(&amp;P)</translation>
    </message>
    <message>
        <source>Any table (a different one each deal)</source>
        <translation>任何赌台（每局不同）</translation>
    </message>
    <message>
        <source>Chip &amp;breakdown</source>
        <translation>筹码组合(&amp;B)</translation>
    </message>
    <message>
        <source>Also ask the fewest chips for each payout</source>
        <translation>同时问每笔派彩所需的最少筹码</translation>
    </message>
    <message>
        <source>After a right &amp;answer</source>
        <translation>答对之后(&amp;A)</translation>
    </message>
    <message>
        <source>Pause to review it too (wrong answers always pause)</source>
        <translation>也停下来查看（答错一定会停下）</translation>
    </message>
    <message>
        <source>Next  [Enter]</source>
        <translation>下一题  [Enter]</translation>
    </message>
    <message>
        <source>About the previous hand:</source>
        <translation>关于上一手牌：</translation>
    </message>
    <message>
        <source>Finish  [Ctrl+E]</source>
        <translation>完成  [Ctrl+E]</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>练习总结</translation>
    </message>
    <message>
        <source>Revie&amp;w due items</source>
        <translation>复习到期项目(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>再来一次(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Back to drills</source>
        <translation>返回练习项目(&amp;B)</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message>
        <source>you miss Banker {0} against a third card of {1}</source>
        <translation>你常错庄家{0}点对闲家第三张牌{1}</translation>
    </message>
    <message>
        <source>you miss Banker {0} when the Player stood</source>
        <translation>你常错闲家不补牌时庄家{0}点</translation>
    </message>
    <message>
        <source>you miss the Player&apos;s decision on {0}</source>
        <translation>你常错闲家{0}点的判断</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>you miss the {0} natural {1}</source>
        <translation>你常错{0}例牌{1}点</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>naturals</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>coups where both hands drew</source>
        <translation>两家都补牌的牌局</translation>
    </message>
    <message>
        <source>coups where one hand drew</source>
        <translation>只有一家补牌的牌局</translation>
    </message>
    <message>
        <source>coups where neither hand drew</source>
        <translation>两家都不补牌的牌局</translation>
    </message>
    <message>
        <source>you miss calling {0}</source>
        <translation>你常报错{0}</translation>
    </message>
    <message>
        <source>you miss paying winning {0} bets</source>
        <translation>你常错派赢了的{0}注</translation>
    </message>
    <message>
        <source>you miss taking losing {0} bets</source>
        <translation>你常错收输了的{0}注</translation>
    </message>
    <message>
        <source>you miss {0} bets that stand</source>
        <translation>你常错处理不输不赢的{0}注</translation>
    </message>
    <message>
        <source>you miss {0} bets</source>
        <translation>你常错{0}注</translation>
    </message>
    <message>
        <source>you miss the level {0}</source>
        <translation>你常错牌级{0}</translation>
    </message>
    <message>
        <source>a door that ties the banker</source>
        <translation>与庄家打和的门</translation>
    </message>
    <message>
        <source>三公 hands</source>
        <translation>三公牌</translation>
    </message>
    <message>
        <source>equal points decided by faces</source>
        <translation>同点数以公牌定输赢</translation>
    </message>
    <message>
        <source>plain wins and losses</source>
        <translation>一般输赢</translation>
    </message>
    <message>
        <source>you miss door results with {0}</source>
        <translation>你常错门位输赢：{0}</translation>
    </message>
    <message>
        <source>you miss the shoe question: {0}</source>
        <translation>你常错牌靴程序：{0}</translation>
    </message>
    <message>
        <source>burning by the first card</source>
        <translation>按第一张牌销牌</translation>
    </message>
    <message>
        <source>burning one card per deck</source>
        <translation>每副牌销一张</translation>
    </message>
    <message>
        <source>a fixed burn</source>
        <translation>固定数目销牌</translation>
    </message>
    <message>
        <source>where the cut card goes</source>
        <translation>白咭放在哪里</translation>
    </message>
    <message>
        <source>the Sam Kong second cut</source>
        <translation>三公的第二次切牌</translation>
    </message>
    <message>
        <source>the last coup</source>
        <translation>最后一局</translation>
    </message>
    <message>
        <source>demonstration coups</source>
        <translation>示范局</translation>
    </message>
    <message>
        <source>an exposed card</source>
        <translation>翻开的牌</translation>
    </message>
    <message>
        <source>a misdeal</source>
        <translation>派牌错误</translation>
    </message>
    <message>
        <source>the Sam Kong burn</source>
        <translation>三公的销牌</translation>
    </message>
</context>
<context>
    <name>ProctorConsole</name>
    <message>
        <source>Add time</source>
        <translation>加时</translation>
    </message>
    <message>
        <source>Add {0} min to the sitting of {1} ({2})?</source>
        <translation>为 {1} 的考试（{2}）加时 {0} 分钟？</translation>
    </message>
    <message>
        <source>Reason: {2}

It then has {0} min added in all (at most {1} min per sitting). The grant and its reason are sealed and recorded with your name and this desk.</source>
        <translation>原因：{2}

加时后合共加时 {0} 分钟（每场考试最多 {1} 分钟）。加时及其原因会被封存，并连同你的名字和这台电脑一并记录。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Void sitting</source>
        <translation>作废考试</translation>
    </message>
    <message>
        <source>Void the sitting of {0} ({1})?</source>
        <translation>作废 {0} 的考试（{1}）？</translation>
    </message>
    <message>
        <source>Reason: {0}

The sitting ends now and never counts. Is the attempt given back (an equipment fault: the trainee may sit again) or used (misconduct: it counts as one of the trainee&apos;s attempts)? The choice is sealed and recorded with your name and this desk.</source>
        <translation>原因：{0}

考试立即结束，且永不计算成绩。这次应考机会是退回（设备故障：学员可以再考），还是计作已用（违规：计入学员的应考次数）？所作选择会被封存，并连同你的名字和这台电脑一并记录。</translation>
    </message>
    <message>
        <source>&amp;Give the attempt back</source>
        <translation>退回应考机会(&amp;G)</translation>
    </message>
    <message>
        <source>Attempt &amp;used</source>
        <translation>计作已用(&amp;U)</translation>
    </message>
    <message numerus="yes">
        <source>Running sittings: %n</source>
        <translation>
            <numerusform>进行中的考试：%n 场</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>desks not responding: %n</source>
        <translation>
            <numerusform>没有响应的电脑：%n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a running sitting first.</source>
        <translation>请先选择一场进行中的考试。</translation>
    </message>
    <message>
        <source>{0} min added to the sitting of {1}.</source>
        <translation>已为 {1} 的考试加时 {0} 分钟。</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt was given back.</source>
        <translation>{0} 的考试已作废；应考机会已退回。</translation>
    </message>
    <message>
        <source>The sitting of {0} was voided; the attempt is used.</source>
        <translation>{0} 的考试已作废；应考机会计作已用。</translation>
    </message>
    <message>
        <source>R&amp;eason:</source>
        <translation>原因(&amp;E)：</translation>
    </message>
    <message>
        <source>Required: why time is added, or why the sitting is voided</source>
        <translation>必填：加时或作废考试的原因</translation>
    </message>
    <message>
        <source>No time was added.</source>
        <translation>没有加时。</translation>
    </message>
    <message>
        <source>The sitting was not voided.</source>
        <translation>考试没有作废。</translation>
    </message>
    <message>
        <source>Give a reason for the added time (Alt+E).</source>
        <translation>请填写加时的原因（Alt+E）。</translation>
    </message>
    <message>
        <source>Give a reason for voiding the sitting (Alt+E).</source>
        <translation>请填写作废考试的原因（Alt+E）。</translation>
    </message>
    <message>
        <source>&amp;Minutes to add:</source>
        <translation>加时分钟数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Add time</source>
        <translation>加时(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Void sitting</source>
        <translation>作废考试(&amp;V)</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>刷新 (F5)</translation>
    </message>
    <message>
        <source>No sitting is running now.</source>
        <translation>现在没有进行中的考试。</translation>
    </message>
    <message>
        <source>Running sittings</source>
        <translation>进行中的考试</translation>
    </message>
</context>
<context>
    <name>ProctorDesk</name>
    <message>
        <source>Proctor: {0}</source>
        <translation>监考人：{0}</translation>
    </message>
    <message>
        <source>You run exam sittings. When a trainee asks for a sitting on their desk, it waits below: approve it here, on your own desk (your password is never typed at theirs). Below that, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>你负责主持考试。学员在自己的电脑上要求考试时，请求会在下面等候：在这里、在你自己的电脑上批准（你的密码从不在学员的电脑上输入）。再下面是每场进行中的考试：可以加时，或写明原因作废。考试设置、名册和成绩由导师管理。</translation>
    </message>
    <message>
        <source>You run exam sittings. At the trainee&apos;s desk, after the trainee has signed in and chosen the exam, type your sign-in name and password to start the sitting, or to resume one that was interrupted. Below, every running sitting: add time to one or void it with a reason. Blueprints, rosters and results are kept by the instructors.</source>
        <translation>你负责监考。在学员的电脑上，学员登录并选择考试后，输入你的登录名和密码以开始考试，或继续一场被中断的考试。下方列出所有进行中的考试：可为其中一场加时，或填写原因将其作废。试卷蓝本、学员名册和成绩由导师管理。</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>per session</source>
        <translation>每节</translation>
    </message>
    <message>
        <source>&amp;Drill:</source>
        <translation>练习(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>期间(&amp;P)：</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>加载中…</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}, the whole cohort: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}，{2}，全班合计：作答%Ln题，答对{1}%。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}: no practice recorded in this cohort.</source>
        <translation>{0}，{1}：此班别尚无练习记录。</translation>
    </message>
    <message>
        <source>Choose a trainee in the roster for their own charts.</source>
        <translation>请在名单中选择一名学员，查看其个人图表。</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}，{2}：作答%Ln题，答对{1}%。</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice recorded in this period yet.</source>
        <translation>此期间尚未有练习记录。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Player stood</source>
        <translation>闲家不补</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>进度报告</translation>
    </message>
    <message>
        <source>Answers (all time)</source>
        <translation>作答数（全部时间）</translation>
    </message>
    <message>
        <source>Accuracy (all time)</source>
        <translation>准确率（全部时间）</translation>
    </message>
    <message>
        <source>could not write {0}</source>
        <translation>无法写入{0}</translation>
    </message>
    <message>
        <source>Printed {0} (Macau time)</source>
        <translation>打印于{0}（澳门时间）</translation>
    </message>
    <message>
        <source>Cohort: {0}</source>
        <translation>班级：{0}</translation>
    </message>
    <message>
        <source>Drills: {0} · Period: {1}</source>
        <translation>练习：{0} · 期间：{1}</translation>
    </message>
    <message>
        <source>Answers, accuracy, median (last {0} days)</source>
        <translation>作答数、准确率、中位数（最近{0}日）</translation>
    </message>
    <message>
        <source>Trend (last 7 days against the 7 before)</source>
        <translation>趋势（最近7日对比之前7日）</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>最后活动</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>按练习划分</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答数</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Dashed grey: the cohort average.</source>
        <translation>灰色虚线：班级平均。</translation>
    </message>
    <message>
        <source>Weakest draw decisions</source>
        <translation>最弱的补牌判断</translation>
    </message>
    <message>
        <source>Banker total</source>
        <translation>庄家点数</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>闲家第三张牌</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>答错</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>错误率</translation>
    </message>
    <message>
        <source>Sam Kong level mix-ups</source>
        <translation>三公牌级混淆</translation>
    </message>
    <message>
        <source>Right level</source>
        <translation>正确牌级</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>所答</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Payouts by size</source>
        <translation>按金额划分的派彩</translation>
    </message>
    <message>
        <source>Right payout (HK$)</source>
        <translation>正确派彩（港元）</translation>
    </message>
    <message>
        <source>Of them: right amount, not the fewest chips</source>
        <translation>其中：金额正确但筹码不是最少</translation>
    </message>
    <message>
        <source>nothing paid</source>
        <translation>无需派彩</translation>
    </message>
    <message>
        <source>Cohort report</source>
        <translation>班级报告</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（无班级）</translation>
    </message>
    <message>
        <source>Answers: {0}, {1} right.</source>
        <translation>作答：{0}，答对{1}。</translation>
    </message>
    <message>
        <source>Exam: {0}</source>
        <translation>考试：{0}</translation>
    </message>
    <message>
        <source>Median: answer time over the last {0} days; trend: accuracy of the last {1} days minus the {1} before, in points; active: the last day practised.</source>
        <translation>中位数：最近{0}日的作答时间；趋势：最近{1}日的准确率减去之前{1}日，以百分点计；活动：最后练习的日子。</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>现况</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s); {0} ready against the pass mark.</source>
        <translation>
            <numerusform>%n名学员；{0}名已达合格标准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>学员名单</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>准备程度</translation>
    </message>
    <message>
        <source>The cohort over time</source>
        <translation>班级的进度</translation>
    </message>
    <message>
        <source>Weakest draw decisions of the cohort</source>
        <translation>班级最弱的补牌判断</translation>
    </message>
    <message>
        <source>Sam Kong Table: steps</source>
        <translation>三公百家乐赌台：步骤</translation>
    </message>
    <message>
        <source>Baccarat Table: steps</source>
        <translation>百家乐赌台：步骤</translation>
    </message>
    <message>
        <source>Table steps</source>
        <translation>赌台步骤</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
</context>
<context>
    <name>ResetPinDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>重置PIN码：{0}（{1}）</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>{0}（登录名{1}）的新PIN码，4至12位数字：</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>新PIN码(&amp;P)</translation>
    </message>
</context>
<context>
    <name>ResetSecretDialog</name>
    <message>
        <source>Reset PIN: {0} ({1})</source>
        <translation>重置PIN码：{0}（{1}）</translation>
    </message>
    <message>
        <source>New PIN for {0} (sign-in name {1}), 4 to 12 digits:</source>
        <translation>{0}（登录名{1}）的新PIN码，4至12位数字：</translation>
    </message>
    <message>
        <source>Reset password: {0} ({1})</source>
        <translation>重置密码：{0}（{1}）</translation>
    </message>
    <message>
        <source>New password for {0} (sign-in name {1}), at least 6 characters. They keep their copy of the school&apos;s exam seal key.</source>
        <translation>{0}（登录名{1}）的新密码，至少6个字符。其学校考试封印密钥的副本会保留。</translation>
    </message>
    <message>
        <source>New &amp;PIN</source>
        <translation>新PIN码(&amp;P)</translation>
    </message>
    <message>
        <source>New &amp;password</source>
        <translation>新密码(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Repeat it</source>
        <translation>再输入一次(&amp;R)</translation>
    </message>
    <message>
        <source>The two differ: type it again.</source>
        <translation>两次输入不一致：请再次输入。</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>Result: {0}</source>
        <translation>结果：{0}</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}.</source>
        <translation>{1}题中答对{0}题（{2:.0f}%）。{3}。</translation>
    </message>
    <message>
        <source>{0} of {1} right ({2:.0f}%). {3}. A pass needs {4}% overall and every section at its pass mark.</source>
        <translation>{1}题中答对{0}题（{2:.0f}%）。{3}。合格需要整体达{4}%，而且每个部分都达到该部分的合格分数。</translation>
    </message>
    <message>
        <source>{0}% needed</source>
        <translation>需要{0}%</translation>
    </message>
    <message>
        <source>This exam does not show which questions were missed.</source>
        <translation>这个考试不显示答错的题目。</translation>
    </message>
    <message>
        <source>Missed questions</source>
        <translation>答错的题目</translation>
    </message>
    <message>
        <source>None: every question was answered right.</source>
        <translation>没有：每题都答对。</translation>
    </message>
    <message>
        <source>Question {0} ({1}, question {2} of its section)</source>
        <translation>第{0}题（{1}，该部分第{2}题）</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>合格分数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
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
        <translation>学员</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>封印</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>计算成绩</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>TAMPERED</source>
        <translation>已被改动</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>The sitting that counts for this trainee&apos;s result in this exam (the exam&apos;s rule: latest, best or first pass).</source>
        <translation>此学员在此考试中计算成绩的一次（按考试规则：最近一次、最佳一次或首次合格）。</translation>
    </message>
    <message>
        <source>Records of this sitting were changed after they were sealed: open it to see which.</source>
        <translation>这次考试的记录在封印后曾被改动：打开它查看是哪些。</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Saved {0}</source>
        <translation>已保存{0}</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班别</translation>
    </message>
    <message>
        <source>No cohorts yet: add trainees in Settings first.</source>
        <translation>尚未有班级：请先在设置中添加学员。</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s).</source>
        <translation>
            <numerusform>%n场考试。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with altered records (in red).</source>
        <translation>
            <numerusform>%n场记录曾被改动（红色显示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals not checked: sign in again to unlock the exam seal.</source>
        <translation>封印未核查：请再次登录以解锁考试封印。</translation>
    </message>
    <message>
        <source>Export exam results</source>
        <translation>导出考试成绩</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export certifications for HR</source>
        <translation>导出人力资源部认证记录</translation>
    </message>
    <message>
        <source>School name</source>
        <translation>学校名称</translation>
    </message>
    <message>
        <source>The school&apos;s name, printed on every certificate:</source>
        <translation>学校名称（印于每张证书上）：</translation>
    </message>
    <message>
        <source>Certificates are issued by: {0}</source>
        <translation>证书发出机构：{0}</translation>
    </message>
    <message>
        <source>Certificates name no school yet: set the school&apos;s name.</source>
        <translation>证书尚未印有学校名称：请设置学校名称。</translation>
    </message>
    <message>
        <source>School key for HR, to check a certificate&apos;s QR code offline (fingerprint {0}):</source>
        <translation>供人力资源部离线核对证书二维码的学校密钥（指纹 {0}）：</translation>
    </message>
    <message>
        <source>&amp;Cohort:</source>
        <translation>班级(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Open sitting</source>
        <translation>打开考试记录(&amp;O)</translation>
    </message>
    <message>
        <source>Export results CS&amp;V…</source>
        <translation>导出成绩CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Certif&amp;ications for HR…</source>
        <translation>人力资源部认证记录(&amp;I)…</translation>
    </message>
    <message>
        <source>Chec&amp;k a certificate…</source>
        <translation>核实证书(&amp;K)…</translation>
    </message>
    <message>
        <source>School &amp;name…</source>
        <translation>学校名称(&amp;N)…</translation>
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
        <translation>让{0}再考一次{1}？</translation>
    </message>
    <message>
        <source>{0} passed on {1}; a retake can lower or replace the result. Reason:</source>
        <translation>{0}已于{1}合格；重考可能使成绩下降或被取代。原因：</translation>
    </message>
    <message>
        <source>Why (optional), e.g. ill on the day</source>
        <translation>原因（选填），例如当日生病</translation>
    </message>
    <message>
        <source>Reason (required), e.g. the exam was marked wrongly</source>
        <translation>原因（必填），例如考试评分有误</translation>
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
        <translation>重考许可</translation>
    </message>
    <message>
        <source>Retakes granted to {0} ({1}) for {2}:</source>
        <translation>批给{0}（{1}）的「{2}」重考许可：</translation>
    </message>
    <message>
        <source>Granted</source>
        <translation>批出时间</translation>
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
        <translation>撤销原因（可不填）</translation>
    </message>
    <message>
        <source>&amp;Revoke grant</source>
        <translation>撤销许可(&amp;R)</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>SEAL FAILED: not counted</source>
        <translation>封印核对失败：不计算</translation>
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
        <translation>已撤销于{0}批出的重考。</translation>
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
        <translation>保存证书</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF文件 (*.pdf)</translation>
    </message>
    <message>
        <source>No certificate: this sitting&apos;s records were altered.</source>
        <translation>没有证书：这次考试的记录曾被改动。</translation>
    </message>
    <message>
        <source>No certificate: the seal could not be checked. Sign in again.</source>
        <translation>没有证书：无法核查封印。请再次登录。</translation>
    </message>
    <message>
        <source>No certificate: this sitting did not pass.</source>
        <translation>没有证书：这次考试不合格。</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存{0}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Exam review</source>
        <translation>考试复核</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
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
        <translation>开始于{0}</translation>
    </message>
    <message>
        <source>proctor {0}</source>
        <translation>监考人{0}</translation>
    </message>
    <message>
        <source>seed {0}</source>
        <translation>种子{0}</translation>
    </message>
    <message>
        <source>{0} min added by a proctor</source>
        <translation>监考人加时 {0} 分钟</translation>
    </message>
    <message>
        <source>certified as {0} ({1}), renamed since</source>
        <translation>证书上为 {0}（{1}），其后已改名</translation>
    </message>
    <message>
        <source>score {0} of {1} ({2:.0f}%)</source>
        <translation>{1}题中答对{0}题（{2:.0f}%）</translation>
    </message>
    <message>
        <source>TAMPERED: these records were changed after they were sealed. Do not trust this result.</source>
        <translation>已被改动：这些记录在封印后曾被改动。不要相信这个成绩。</translation>
    </message>
    <message>
        <source>Seal verified: no record of this sitting was changed.</source>
        <translation>封印已核实：这次考试的记录没有被改动。</translation>
    </message>
    <message>
        <source>Seal not checked: sign in again as an instructor to verify it.</source>
        <translation>封印未核查：请以导师身份再次登录以核实。</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>经过：</translation>
    </message>
    <message>
        <source>Started {0} on desk {1} (proctor {2})</source>
        <translation>{0} 在电脑 {1} 开始（监考人 {2}）</translation>
    </message>
    <message>
        <source>Interrupted before the first answer was stored</source>
        <translation>在第一个答案存入前中断</translation>
    </message>
    <message numerus="yes">
        <source>Interrupted at the table after all {0} questions and %n Table step(s) (the last stored {1})</source>
        <translation>
            <numerusform>答完全部 {0} 题并在赌台做了 %n 步后中断（最后一笔记录于 {1}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n of {0} question(s) were answered (the last stored {1})</source>
        <translation>
            <numerusform>答了 {0} 题中的 %n 题后中断（最后一笔记录于 {1}）</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}; resumed {1} on desk {2} by {3}</source>
        <translation>{0}；{1} 由 {3} 在电脑 {2} 继续</translation>
    </message>
    <message numerus="yes">
        <source>%n min added {0} by {1}</source>
        <translation>
            <numerusform>{1} 于 {0} 加时 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (no reason stored)</source>
        <translation>{0}（没有记录原因）</translation>
    </message>
    <message>
        <source>the overall result</source>
        <translation>整体成绩</translation>
    </message>
    <message>
        <source>the result of section {0}</source>
        <translation>第{0}部分的成绩</translation>
    </message>
    <message>
        <source>The sitting&apos;s terms (seed, deadline, exam) were changed.</source>
        <translation>考试条件（种子、期限、考试）曾被改动。</translation>
    </message>
    <message>
        <source>The record of which question was on screen was changed.</source>
        <translation>显示过哪一题的记录曾被改动。</translation>
    </message>
    <message>
        <source>The answer to question {0} was changed.</source>
        <translation>第{0}题的答案曾被改动。</translation>
    </message>
    <message>
        <source>The answer to question {0} was deleted.</source>
        <translation>第{0}题的答案曾被删除。</translation>
    </message>
    <message>
        <source>An answer to question {0} was added.</source>
        <translation>第{0}题曾被加入一个答案。</translation>
    </message>
    <message>
        <source>{0} was changed.</source>
        <translation>{0}曾被改动。</translation>
    </message>
    <message>
        <source>{0} was deleted.</source>
        <translation>{0}曾被删除。</translation>
    </message>
    <message>
        <source>{0} was added.</source>
        <translation>{0}曾被加入。</translation>
    </message>
    <message>
        <source>A sitting of this trainee before this one was deleted.</source>
        <translation>此学员在这次之前的一次考试已被删除。</translation>
    </message>
    <message>
        <source>A retake grant of this trainee for this exam was changed, or added without a seal.</source>
        <translation>此学员此考试的一项重考批准被修改，或在无封印下加入。</translation>
    </message>
    <message>
        <source>A proctor&apos;s added time or void of this sitting was changed, or its status was set to voided by hand.</source>
        <translation>监考人为此场考试所加的时间或作废记录被更改过，或其状态被人手改为作废。</translation>
    </message>
    <message>
        <source>altered</source>
        <translation>已改动</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>（未到达）</translation>
    </message>
    <message>
        <source>Table {0}, round {1}, step {2}: {3} {4}</source>
        <translation>赌台 {0}，第 {1} 局，第 {2} 步：{3} {4}</translation>
    </message>
    <message>
        <source>Table {0}, coup {1}, step {2}: {3} {4}</source>
        <translation>赌台 {0}，第 {1} 局，第 {2} 步：{3} {4}</translation>
    </message>
    <message>
        <source>(a retry: not counted)</source>
        <translation>（重做：不计分）</translation>
    </message>
    <message>
        <source>right</source>
        <translation>对</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · round {2} · {3}</source>
        <translation>赌台第 {0} 步 · {1} · 第 {2} 局 · {3}</translation>
    </message>
    <message>
        <source>Table step {0} · {1} · coup {2} · {3}</source>
        <translation>赌台第 {0} 步 · {1} · 第 {2} 局 · {3}</translation>
    </message>
    <message>
        <source>cannot be read again from the record</source>
        <translation>记录无法再读出</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>answered {0} ({1:.1f} s)</source>
        <translation>作答于{0}（{1:.1f}秒）</translation>
    </message>
    <message>
        <source>Question {0} · {1} · {2}</source>
        <translation>第{0}题 · {1} · {2}</translation>
    </message>
    <message>
        <source>no answer (time ran out)</source>
        <translation>未作答（时间已到）</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <source>By the rules: {0}</source>
        <translation>按规则：{0}</translation>
    </message>
    <message>
        <source>shown {0}, answered {1} ({2:.1f} s)</source>
        <translation>显示于{0}，作答于{1}（{2:.1f}秒）</translation>
    </message>
    <message>
        <source>over the time limit: counted wrong</source>
        <translation>超过时限：按答错计</translation>
    </message>
    <message>
        <source>this answer&apos;s record was altered after it was sealed</source>
        <translation>这个答案的记录在封印后曾被改动</translation>
    </message>
    <message>
        <source>The attempt was given back when this sitting was voided: the trainee can sit this exam again without a retake.</source>
        <translation>作废此场考试时已退回应考机会：学员无须获批重考，即可再考此试。</translation>
    </message>
    <message>
        <source>{step} ({about})</source>
        <translation>{step}（{about}）</translation>
    </message>
    <message>
        <source>the seed gives a different question in this version of the app; the question shown here is the one sealed at the time</source>
        <translation>在此版本的程序中，该种子会生成另一道题目；此处显示的是当时封印的题目</translation>
    </message>
    <message>
        <source>&amp;Back to results</source>
        <translation>返回成绩(&amp;B)</translation>
    </message>
    <message>
        <source>Grant a re&amp;take…</source>
        <translation>批准重考(&amp;T)…</translation>
    </message>
    <message>
        <source>Retake grant&amp;s…</source>
        <translation>重考许可(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;certificate (PDF)…</source>
        <translation>保存证书（PDF）(&amp;C)…</translation>
    </message>
    <message>
        <source>Trainee answered</source>
        <translation>学员的答案</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正确答案</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答数</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>最后练习</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>准备程度</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Display name (the sign-in name is in the cell&apos;s tooltip)</source>
        <translation>显示名称（登录名见单元格的提示）</translation>
    </message>
    <message>
        <source>Answers given in practice, all time</source>
        <translation>练习中的作答数（全部时间）</translation>
    </message>
    <message>
        <source>Share of right answers, all time</source>
        <translation>答对的比率（全部时间）</translation>
    </message>
    <message>
        <source>Median answer time over the last {0} days</source>
        <translation>最近{0}日的作答时间中位数</translation>
    </message>
    <message>
        <source>Accuracy of the last {0} days minus the {0} days before, in points</source>
        <translation>最近{0}日的准确率减去之前{0}日，以百分点计</translation>
    </message>
    <message>
        <source>Against the pass mark, over the last {0} days</source>
        <translation>对比合格标准（最近{0}日）</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登录名</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>员工编号</translation>
    </message>
    <message>
        <source>practice edited outside the app</source>
        <translation>练习记录曾在程序以外被改动</translation>
    </message>
    <message>
        <source>daily figures unreadable, left out of the medians: run daily-rebuild</source>
        <translation>每日数据无法读取，未计入中位数：请运行 daily-rebuild</translation>
    </message>
    <message>
        <source>When the trainee last practised</source>
        <translation>学员最后练习的时间</translation>
    </message>
    <message>
        <source>The latest exam sitting</source>
        <translation>最近一场考试</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>%n天前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPreviewDialog</name>
    <message>
        <source>UTF-8 (&quot;CSV UTF-8&quot;)</source>
        <translation>UTF-8（“CSV UTF-8”）</translation>
    </message>
    <message>
        <source>UTF-16 (&quot;Unicode text&quot;)</source>
        <translation>UTF-16（“Unicode 文本”）</translation>
    </message>
    <message>
        <source>Big5 / CP950 (Traditional Chinese Windows)</source>
        <translation>Big5 / CP950（繁体中文 Windows）</translation>
    </message>
    <message>
        <source>GB18030 (Simplified Chinese Windows)</source>
        <translation>GB18030（简体中文 Windows）</translation>
    </message>
    <message>
        <source>Windows-1252 (Portuguese and Western European Windows)</source>
        <translation>Windows-1252（葡萄牙文及西欧语言 Windows）</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>逗号（ , ）</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>分号（ ; ）</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>制表符（Tab）</translation>
    </message>
    <message>
        <source>Import a roster: check the file</source>
        <translation>导入学员名单：检查文件</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>编码(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delimiter</source>
        <translation>分隔符(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;First rows as they will be read</source>
        <translation>前几行（按导入时的读法）(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>{0}: read as {1}, cells separated by {2}. Check the names below; if they look wrong, pick another encoding or delimiter.</source>
        <translation>{0}：按 {1} 读取，单元格以{2}分隔。请检查下面的名字；如有乱码或错位，请改选编码或分隔符。</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登录名</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班级</translation>
    </message>
    <message>
        <source>First PIN</source>
        <translation>初始PIN码</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>员工编号</translation>
    </message>
    <message>
        <source>(extra)</source>
        <translation>（多余的列）</translation>
    </message>
    <message>
        <source>header</source>
        <translation>标题行</translation>
    </message>
    <message>
        <source>The import skips this line: it names the columns.</source>
        <translation>导入时会跳过这一行：它是各列的名称。</translation>
    </message>
    <message>
        <source>The file cannot be read as {0}: pick another encoding.</source>
        <translation>无法按 {0} 读取此文件：请改选编码。</translation>
    </message>
</context>
<context>
    <name>RosterTab</name>
    <message>
        <source>&amp;Cohort</source>
        <translation>班级(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Name, display name or staff ID</source>
        <translation>名称、显示名称或员工编号</translation>
    </message>
    <message>
        <source>&amp;Add trainee…</source>
        <translation>添加学员(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import CSV roster…</source>
        <translation>导入CSV学员名单(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Reset PIN…</source>
        <translation>重置PIN码(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Unlock sign-in</source>
        <translation>解除登录锁定(&amp;U)</translation>
    </message>
    <message>
        <source>S&amp;taff ID…</source>
        <translation>员工编号(&amp;T)…</translation>
    </message>
    <message>
        <source>After 5 wrong PINs a trainee must wait before trying again (30 s, then twice as long after each further wrong PIN). Unlock lets the selected trainee try again at once.</source>
        <translation>学员输错PIN码5次后须等待才可再试（30秒，其后每再错一次等待时间加倍）。解除锁定可让所选学员立即再试。</translation>
    </message>
    <message>
        <source>Ca&amp;ncel import</source>
        <translation>取消导入(&amp;N)</translation>
    </message>
    <message>
        <source>Sa&amp;ve the refused lines as CSV…</source>
        <translation>将被拒绝的行另存为CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Refused lines</source>
        <translation>被拒绝的行</translation>
    </message>
    <message>
        <source>Importing: %v of %m PINs set</source>
        <translation>导入中：已设置 %v / %m 个 PIN</translation>
    </message>
    <message>
        <source>Sign-in name</source>
        <translation>登录名</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Cohort</source>
        <translation>班级</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Staff ID</source>
        <translation>员工编号</translation>
    </message>
    <message>
        <source>{0} Cells separated by commas, semicolons or tabs; the file in UTF-8, UTF-16, Big5 or GB18030: what was read is shown before anything is imported.</source>
        <translation>{0}单元格可用逗号、分号或制表符分隔；文件可为 UTF-8、UTF-16、Big5 或 GB18030：导入前会先显示读到的内容。</translation>
    </message>
    <message>
        <source>All cohorts</source>
        <translation>所有班级</translation>
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
        <translation>新班级</translation>
    </message>
    <message>
        <source>Name of the intake (e.g. 2026-12 Baccarat A)</source>
        <translation>这一期的名称（例如 2026-12 百家乐 A）</translation>
    </message>
    <message>
        <source>Cohort {0} created.</source>
        <translation>已创建班级{0}。</translation>
    </message>
    <message>
        <source>Trainee {0} ({1}) added.</source>
        <translation>已添加学员{0}（{1}）。</translation>
    </message>
    <message>
        <source>{0} is not a CSV text file (save it from the spreadsheet as &quot;CSV UTF-8&quot;).</source>
        <translation>{0} 不是 CSV 文本文件（请在电子表格程序中另存为“CSV UTF-8”）。</translation>
    </message>
    <message>
        <source>{0} is {1} KB: a roster file is at most {2} KB. Is it the right file?</source>
        <translation>{0} 有 {1} KB：名单文件最多 {2} KB。是否选错了文件？</translation>
    </message>
    <message>
        <source>Line {0} of {1} is longer than any roster line ({2} bytes at most). Is it the right file?</source>
        <translation>{1} 的第 {0} 行比任何名单行都长（最多 {2} 字节）。是否选错了文件？</translation>
    </message>
    <message>
        <source>Checking {0}…</source>
        <translation>正在检查 {0}…</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s) imported.</source>
        <translation>
            <numerusform>已导入%n名学员。</numerusform>
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
            <numerusform>%n行被拒绝，列于下方：请另存、更正后再次导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the refused lines</source>
        <translation>保存被拒绝的行</translation>
    </message>
    <message>
        <source>refused-lines.csv</source>
        <translation>被拒绝的行.csv</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>无法保存{0}：{1}</translation>
    </message>
    <message>
        <source>The refused lines were saved to {0}: correct them there, then import that file.</source>
        <translation>被拒绝的行已保存至{0}：请在该文件中更正，然后导入该文件。</translation>
    </message>
    <message>
        <source>The import failed: {0}</source>
        <translation>导入失败：{0}</translation>
    </message>
    <message>
        <source>{0} ({1}) can sign in again now.</source>
        <translation>{0}（{1}）现在可以再次登录。</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) cleared.</source>
        <translation>已清除{0}（{1}）的员工编号。</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}), as HR knows them (empty: none):</source>
        <translation>{0}（{1}）的员工编号，以人力资源部记录为准（留空：没有）：</translation>
    </message>
    <message>
        <source>Staff ID of {0} ({1}) saved.</source>
        <translation>已保存{0}（{1}）的员工编号。</translation>
    </message>
    <message>
        <source>PIN reset for {0} ({1}).</source>
        <translation>已重置{0}（{1}）的PIN码。</translation>
    </message>
    <message>
        <source>Import a roster</source>
        <translation>导入学员名单</translation>
    </message>
    <message>
        <source>Ne&amp;w cohort…</source>
        <translation>新班级(&amp;W)…</translation>
    </message>
    <message>
        <source>CSV roster: one trainee a line: sign-in name, cohort, first PIN (4 to 12 digits), and optionally a display name (when left out, the sign-in name is shown) and a staff ID. A header line is skipped. The cohort must already exist (create it with New cohort…) or be left empty: a line naming an unknown cohort is refused and listed with its line number, and the other lines are imported.</source>
        <translation>CSV名册：每行一名学员：登录名、班级、首个PIN码（4至12位数字），可再加显示名称（不填则显示登录名）及员工编号。标题行会跳过。班级必须已经存在（用“新班级…”创建）或留空：写了不存在班级的行会被拒绝，并连同行号列出，其他行照常导入。</translation>
    </message>
    <message>
        <source>{0} (sign-in locked after wrong PINs)</source>
        <translation>{0}（PIN码错误次数过多，登录已锁定）</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}</source>
        <translation>无法读取{0}：{1}</translation>
    </message>
    <message>
        <source>Select a trainee first.</source>
        <translation>请先选择一名学员。</translation>
    </message>
</context>
<context>
    <name>RosterWords</name>
    <message>
        <source>sign-in name</source>
        <translation>登录名</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>cohort name</source>
        <translation>班级名称</translation>
    </message>
    <message>
        <source>The {0} is empty.</source>
        <translation>{0}不能为空。</translation>
    </message>
    <message>
        <source>The {0} is longer than {1} characters.</source>
        <translation>{0}超过{1}个字符。</translation>
    </message>
    <message>
        <source>The {0} contains control characters.</source>
        <translation>{0}含有控制字符。</translation>
    </message>
    <message>
        <source>The {0} holds a character that cannot be stored.</source>
        <translation>{0}含有无法存储的字符。</translation>
    </message>
    <message>
        <source>A PIN is {0} to {1} digits.</source>
        <translation>PIN码须为{0}至{1}位数字。</translation>
    </message>
    <message>
        <source>A password has at least {0} characters.</source>
        <translation>密码至少要有{0}个字符。</translation>
    </message>
    <message>
        <source>A password is at most {0} characters.</source>
        <translation>密码最多只能有{0}个字符。</translation>
    </message>
    <message>
        <source>The name {0} is already taken.</source>
        <translation>名称{0}已被使用。</translation>
    </message>
    <message>
        <source>A staff ID is at most {0} characters.</source>
        <translation>员工编号最多{0}个字符。</translation>
    </message>
    <message>
        <source>A cohort named {0} already exists.</source>
        <translation>已有名为{0}的班级。</translation>
    </message>
    <message>
        <source>There is no cohort {0}; create it first or fix the spelling.</source>
        <translation>没有班级{0}；请先创建该班级，或更正拼写。</translation>
    </message>
    <message>
        <source>The cohort {0} is archived: unarchive it first.</source>
        <translation>班级{0}已归档：请先取消归档。</translation>
    </message>
    <message>
        <source>Expected name, cohort, PIN (and an optional display name and staff ID); found {0} columns.</source>
        <translation>应有名称、班级、PIN码（可再加显示名称及员工编号）；但找到{0}列。</translation>
    </message>
    <message>
        <source>{0} appears earlier in the file.</source>
        <translation>{0}已在文件较前位置出现。</translation>
    </message>
    <message>
        <source>This line cannot be read as CSV: a quotation mark is out of place or never closed.</source>
        <translation>此行无法以 CSV 读取：有引号位置不对或没有闭合。</translation>
    </message>
    <message>
        <source>Import cancelled: no trainee was added.</source>
        <translation>已取消导入：没有添加任何学员。</translation>
    </message>
    <message>
        <source>This account was not changed: its role, state or cohort were changed outside the app (seal check failed). Check the Audit tab, then add the account again.</source>
        <translation>账户没有更改：角色、状态或班级曾在程序以外被改动（封印核对失败）。请查看审计分页，再重新加入账户。</translation>
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
        <translation>电脑</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>最后活动</translation>
    </message>
    <message>
        <source>No sign of life from this desk since {0}: check it.</source>
        <translation>这台电脑自 {0} 起没有任何响应：请检查。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message numerus="yes">
        <source>Table {0} of {1} · coup {2} of {3} · %n step(s) taken</source>
        <translation>
            <numerusform>赌台 {0} / {1} · 第 {2} / {3} 局 · 已做 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>第 {0} / {1} 题</translation>
    </message>
    <message>
        <source>{0} (+{1} min)</source>
        <translation>{0}（+{1} 分钟）</translation>
    </message>
    <message>
        <source>{0} · desk not responding</source>
        <translation>{0} · 电脑没有响应</translation>
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
        <translation>继续 (Enter)</translation>
    </message>
</context>
<context>
    <name>SamKongDoorsPanel</name>
    <message>
        <source>Door {0}</source>
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>Answer  [Enter]</source>
        <translation>作答  [Enter]</translation>
    </message>
    <message>
        <source>Results, door 1 first (W/L/T)</source>
        <translation>结果，由第1门起（W/L/T）</translation>
    </message>
    <message>
        <source>For each door against the banker type W (wins), L (loses) or T (tie), then Enter.</source>
        <translation>每一门对庄家，输入 W（赢）、L（输）或 T（和），然后按 Enter。</translation>
    </message>
    <message>
        <source>Type one letter W, L or T for each of the {0} doors.</source>
        <translation>{0}门每门输入一个字母 W、L 或 T。</translation>
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
        <translation>公数，再输入点数</translation>
    </message>
    <message>
        <source>or pick</source>
        <translation>或选择</translation>
    </message>
    <message>
        <source>Name the level: type the number of faces (J, Q, K) then the points — 29 is 雙公九, 05 is 無公五, 3 is 三公 — and Enter.</source>
        <translation>说出牌级：先输入公（J、Q、K）的数目，再输入点数 — 29 是双公九，05 是无公五，3 是三公 — 然后按 Enter。</translation>
    </message>
    <message>
        <source>Type faces (0, 1 or 2) then points (0-9), e.g. 29; or 3 for 三公.</source>
        <translation>先输入公数（0、1 或 2），再输入点数（0-9），例如 29；三公则输入 3。</translation>
    </message>
</context>
<context>
    <name>SamKongLevelWords</name>
    <message>
        <source>no faulty bets</source>
        <translation>没有错误注码</translation>
    </message>
    <message>
        <source>faulty bets {0}</source>
        <translation>错误注码 {0}</translation>
    </message>
    <message>
        <source>no irregularity of the deal</source>
        <translation>派牌没有违规情况</translation>
    </message>
    <message>
        <source>an irregularity of the deal in {0} of rounds</source>
        <translation>约 {0} 的局出现派牌违规情况</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}, {cash}.</source>
        <translation>三公百家乐赌台：{faults}，{irregular}，{cash}。</translation>
    </message>
    <message>
        <source>At a Sam Kong table: {faults}, {irregular}.</source>
        <translation>三公百家乐赌台：{faults}，{irregular}。</translation>
    </message>
    <message>
        <source>bettors buy in with notes and colour up when they leave</source>
        <translation>客人以现金买码，离台时换大码</translation>
    </message>
    <message>
        <source>Irre&amp;gularities</source>
        <translation>派牌违规(&amp;G)</translation>
    </message>
</context>
<context>
    <name>SamKongReplayDialog</name>
    <message>
        <source>This round cannot be replayed.</source>
        <translation>这一局无法重播。</translation>
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
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>Banker</source>
        <comment>Sam Kong: the banker&apos;s hand</comment>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Cards left: {0}</source>
        <translation>余牌：{0}</translation>
    </message>
    <message>
        <source>Burnt: {0}</source>
        <translation>已销：{0}</translation>
    </message>
    <message>
        <source>Cut card: {0} from the end</source>
        <translation>白咭：距尾{0}张</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>输</translation>
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
        <translation>三公 · 第{round}局 · 余{left}张牌</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>door {0}</source>
        <translation>第{0}门</translation>
    </message>
    <message>
        <source>Place the second cut card 30 to 40 cards from the end: type the count, Enter.</source>
        <translation>把第二张白咭放在距尾30至40张牌之间：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>Burn: type how many cards, Enter.</source>
        <translation>销牌：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>Burn before the round: type how many cards, Enter.</source>
        <translation>开局前销牌：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>Bets: R refuse the selected bet, A / X grant or refuse a change of a standing bet, N no more bets.</source>
        <translation>下注：R 拒绝所选注码，A / X 批准或拒绝更改留台注码，N 停止下注。</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-8 to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>派牌，每次一张：1-8 派给该门，0 或 B 派给庄家（R 拒绝迟来的注码）。</translation>
    </message>
    <message>
        <source>Irregular deal: K the card stays, F correct the order, V void every card dealt.</source>
        <translation>派牌违规：K 该牌有效，F 更正次序，V 所有已派的牌作废。</translation>
    </message>
    <message>
        <source>Name the selected hand&apos;s level: faces, then points (2 9 = 雙公9; 3 = 三公).</source>
        <translation>说出所选牌的级别：先公数，后点数（2 9 = 双公九；3 = 三公）。</translation>
    </message>
    <message>
        <source>The selected door against the banker: W wins, L loses, T ties.</source>
        <translation>所选门对庄家：W 赢，L 输，T 和。</translation>
    </message>
    <message>
        <source>Settle: T take the selected bet; type the chips and Enter to pay; M mark commission.</source>
        <translation>结算：T 收所选注码；输入筹码按 Enter 派彩；M 记佣。</translation>
    </message>
    <message>
        <source>The round with the cut card is over: S shuffle.</source>
        <translation>白咭那一局已完：S 洗牌。</translation>
    </message>
    <message>
        <source>Collect the selected commission box: type its amount, Enter.</source>
        <translation>收取所选佣金格：输入金额，按 Enter。</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>本节已完。</translation>
    </message>
    <message>
        <source>Typed: {0}</source>
        <translation>已输入：{0}</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>拒绝 (R)</translation>
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
        <translation>拒绝更改 (X)</translation>
    </message>
    <message>
        <source>Place / burn (Enter)</source>
        <translation>放置 / 销牌 (Enter)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>该牌有效 (K)</translation>
    </message>
    <message>
        <source>Correct (F)</source>
        <translation>更正 (F)</translation>
    </message>
    <message>
        <source>Void (V)</source>
        <translation>作废 (V)</translation>
    </message>
    <message>
        <source>Wins (W)</source>
        <translation>赢 (W)</translation>
    </message>
    <message>
        <source>Loses (L)</source>
        <translation>输 (L)</translation>
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
        <translation>记佣 (M)</translation>
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
        <translation>级别…</translation>
    </message>
    <message>
        <source>Selected: {0}</source>
        <translation>已选：{0}</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0}张</translation>
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
        <translation>这靴牌的第{0}局正在进行。这靴牌会保留：再次打开赌台，即可从这一步继续派牌。</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>这靴牌的第{0}局正在进行。如果离开，这靴牌就在此结束；你已完成的每一步都已保存。</translation>
    </message>
    <message>
        <source>Round {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>这靴牌的第{0}局正在进行。开新牌靴，这靴牌就在此结束；你已完成的每一步都已保存。</translation>
    </message>
    <message>
        <source>Deal, a card at a time: 1-{doors} to that door, 0 or B to the banker (R refuses a late bet).</source>
        <translation>派牌，每次一张：1-{doors} 派给该门，0 或 B 派给庄家（R 拒绝迟来的注码）。</translation>
    </message>
    <message>
        <source>The round is over: a one-deck box is shuffled after every round (art. 3): S shuffle.</source>
        <translation>这一局已完：一副牌的牌盒每局之后都要洗牌（第3条）：S 洗牌。</translation>
    </message>
    <message>
        <source>{what} {keys}</source>
        <comment>the irregularity, then the keys</comment>
        <translation>{what}{keys}</translation>
    </message>
    <message>
        <source>K the card stays, F correct the order, V void every card dealt.</source>
        <translation>K 该牌有效，F 更正次序，V 所有已派的牌作废。</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} dealt to {hand} came out face up.</source>
        <translation>派牌违规：派给{hand}的 {card} 翻开了（牌面向上）。</translation>
    </message>
    <message>
        <source>Irregular deal: a card went to {hand} out of order; caught at once, face down.</source>
        <translation>派牌违规：一张牌不按次序派到{hand}；即时发现，牌面向下。</translation>
    </message>
    <message>
        <source>Irregular deal: the {card} went to {hand} out of order and was seen.</source>
        <translation>派牌违规：{card} 不按次序派到{hand}，并已被看见。</translation>
    </message>
    <message>
        <source>A level is typed faces first, then points: 0, 1 or 2 faces and the points (2 9 = 雙公9), or 3 for 三公.</source>
        <translation>级别要先输入公数，后输入点数：0、1 或 2 个公再加点数（2 9 = 双公九），或 3 代表三公。</translation>
    </message>
    <message>
        <source>Type how many cards from the end the second cut card goes (30 to 40), then Enter.</source>
        <translation>输入第二张白咭放在距尾多少张牌（30至40张），然后按 Enter。</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the round.</source>
        <translation>现在不行：这不是这一局的这一步。</translation>
    </message>
    <message>
        <source>Hint: {step}</source>
        <translation>提示：{step}</translation>
    </message>
    <message>
        <source>Bettor #{0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>第{0}位离座，交来小码：换成最少的大码（输入筹码，例如 2x1k 500，按 Enter）。</translation>
    </message>
    <message>
        <source>Bettor #{0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>第{0}位用钞票买码：点算后输入金额，按 Enter。</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>第{seat}位买码{amount}，要{count} × {chip}筹码：照给，其余用最少筹码（输入筹码，按 Enter）。</translation>
    </message>
    <message>
        <source>Bettor #{seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>第{seat}位买码{amount}：用最少筹码找给（输入筹码，例如 2x1k 3x100，按 Enter）。</translation>
    </message>
    <message>
        <source>Hint: the notes of bettor #{seat} come to {amount}.</source>
        <translation>提示：第{seat}位的钞票共{amount}。</translation>
    </message>
    <message>
        <source>Hint: give bettor #{seat} {chips}.</source>
        <translation>提示：给第{seat}位{chips}。</translation>
    </message>
    <message>
        <source>change bettor #{0}&apos;s cash first</source>
        <translation>先处理第{0}位的现金</translation>
    </message>
    <message>
        <source>Bettor #{0}: colour up</source>
        <translation>第{0}位：换大码</translation>
    </message>
    <message>
        <source>Bettor #{0}: buy-in</source>
        <translation>第{0}位：买码</translation>
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
        <translation>销牌</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>refuse</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>answer the standing bet</source>
        <translation>回应留台注码</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>deal to</source>
        <translation>派牌给</translation>
    </message>
    <message>
        <source>answer the irregularity</source>
        <translation>处理违规情况</translation>
    </message>
    <message>
        <source>call the level</source>
        <translation>报级别</translation>
    </message>
    <message>
        <source>call the door</source>
        <translation>报门的结果</translation>
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
        <translation>记佣</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>收取</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>输</translation>
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
        <translation>拒绝更改</translation>
    </message>
    <message>
        <source>the bet stands</source>
        <translation>注码留台</translation>
    </message>
    <message>
        <source>the card stays</source>
        <translation>该牌有效</translation>
    </message>
    <message>
        <source>correct the order</source>
        <translation>更正次序</translation>
    </message>
    <message>
        <source>void every card dealt</source>
        <translation>所有已派的牌作废</translation>
    </message>
    <message>
        <source>take every losing bet before paying</source>
        <translation>先收齐所有输的注码，然后才派彩</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>准确率：{0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}：{total}次中{right}次正确</translation>
    </message>
    <message>
        <source>Rounds per hour: {rate} (target {target})</source>
        <translation>每小时局数：{rate}（目标 {target}）</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>每次派彩的中位时间：{0} 秒</translation>
    </message>
    <message numerus="yes">
        <source>Void rounds (art. 2): %n, every bet returned</source>
        <translation>
            <numerusform>作废的局（第二条）：%n，所有注码退回</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>错误：{0}</translation>
    </message>
    <message>
        <source>Round {round}: {seconds} s.</source>
        <translation>第{round}局：{seconds} 秒。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>没有错误。</translation>
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
        <translation>庄家三公，单双和局：注码保留</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the odd bet wins</source>
        <translation>庄家{points}点是单数：买单赢</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the odd bet loses</source>
        <translation>庄家{points}点是双数：买单输</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are even: the even bet wins</source>
        <translation>庄家{points}点是双数：买双赢</translation>
    </message>
    <message>
        <source>the banker&apos;s {points} points are odd: the even bet loses</source>
        <translation>庄家{points}点是单数：买双输</translation>
    </message>
    <message>
        <source>the banker has 三公: the 三公 bet wins</source>
        <translation>庄家是三公：三公注赢</translation>
    </message>
    <message>
        <source>the banker has no 三公: the 三公 bet loses</source>
        <translation>庄家不是三公：三公注输</translation>
    </message>
    <message>
        <source>the banker has {points} points, the point chosen: the point bet wins</source>
        <translation>庄家{points}点，正是所选点数：点数注赢</translation>
    </message>
    <message>
        <source>a banker 三公 has no point total: the point bet on {point} loses</source>
        <translation>庄家三公不计点数：买{point}点的点数注输</translation>
    </message>
    <message>
        <source>the banker has {points} points, not the {point} chosen: the point bet loses</source>
        <translation>庄家{points}点，不是所选的{point}点：点数注输</translation>
    </message>
    <message>
        <source>door {door} has the banker&apos;s level: the tie bet wins</source>
        <translation>第{door}门与庄家同级：和局注赢</translation>
    </message>
    <message>
        <source>door {door}&apos;s level is not the banker&apos;s: the tie bet loses</source>
        <translation>第{door}门与庄家不同级：和局注输</translation>
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
        <translation>销牌</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>Faulty bet</source>
        <translation>错误投注</translation>
    </message>
    <message>
        <source>A standing bet</source>
        <translation>留台注码</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>派牌</translation>
    </message>
    <message>
        <source>The order of taking and paying</source>
        <translation>收注与派彩的次序</translation>
    </message>
    <message>
        <source>The irregularity</source>
        <translation>违规情况</translation>
    </message>
    <message>
        <source>The level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>The door&apos;s result</source>
        <translation>门的结果</translation>
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
        <translation>记佣金</translation>
    </message>
    <message>
        <source>Collecting a box</source>
        <translation>收取佣金格</translation>
    </message>
    <message>
        <source>{verb} at door {door} first</source>
        <translation>先在第{door}门{verb}</translation>
    </message>
    <message>
        <source>{low} to {high} cards from the end</source>
        <translation>距尾{low}至{high}张牌</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the end</source>
        <translation>
            <numerusform>距尾%n张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>The second cut card goes 30 to 40 cards from the end of the shoe.</source>
        <translation>第二张白咭放在距牌靴尾30至40张牌之间。</translation>
    </message>
    <message>
        <source>After the shuffle, burn as many cards as there are decks; with a shoe, burn one more card before each later round.</source>
        <translation>洗牌后，销牌张数等于牌的副数；用牌靴时，之后每局开始前再销一张牌。</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}：正确。</translation>
    </message>
    <message>
        <source>{text} ({article})</source>
        <comment>a right step and its article</comment>
        <translation>{text}（{article}）</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}：不正确。请做正确的步骤。</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}：错误。正确：{expected}。你：{given}。</translation>
    </message>
</context>
<context>
    <name>ScheduleSettingsTab</name>
    <message>
        <source>A cohort without its own settings follows the school&apos;s default. Reviews are rated by the answer: wrong, right but slower than the target time, at pace, or within half the target.</source>
        <translation>没有自行设置的班级沿用学校的默认值。每次复习按作答评分：答错、答对但慢于目标时间、合乎节奏，或在目标时间一半之内完成。</translation>
    </message>
    <message>
        <source>Desired &amp;retention (%):</source>
        <translation>目标记忆保持率(&amp;R)（%）：</translation>
    </message>
    <message>
        <source>The share of reviews a trainee should still answer right, 70 to 97. Higher means more reviews, sooner.</source>
        <translation>学员复习时仍应答对的比例，70 至 97。数值越高，复习越密、越早。</translation>
    </message>
    <message>
        <source>Settings f&amp;or:</source>
        <translation>设置对象(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Daily goal:</source>
        <translation>每日目标(&amp;D)：</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>题作答</translation>
    </message>
    <message>
        <source>minutes of practice</source>
        <translation>分钟练习</translation>
    </message>
    <message>
        <source>Target answer time (seconds, 0.5 to 120)</source>
        <translation>目标作答时间（秒，0.5 至 120）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>School default</source>
        <translation>学校默认</translation>
    </message>
    <message>
        <source>Type the daily goal as a whole number.</source>
        <translation>请以整数输入每日目标。</translation>
    </message>
    <message>
        <source>Saved for {0}.</source>
        <translation>已为 {0} 保存。</translation>
    </message>
    <message>
        <source>A daily goal is {0} to {1}.</source>
        <translation>每日目标为 {0} 至 {1}。</translation>
    </message>
    <message>
        <source>Type the desired retention as a per cent from {0} to {1}, e.g. 90.</source>
        <translation>请以百分比输入目标记忆保持率，{0} 至 {1}，例如 90。</translation>
    </message>
    <message>
        <source>Type the target time for {0} in seconds, from {1} to {2}.</source>
        <translation>请以秒输入「{0}」的目标时间，{1} 至 {2}。</translation>
    </message>
</context>
<context>
    <name>SchoolServer</name>
    <message>
        <source>This enrolment code has already been used. Ask an instructor for a new one.</source>
        <translation>这个登记码已经用过。请向导师索取新的登记码。</translation>
    </message>
    <message>
        <source>This enrolment code has expired. Ask an instructor for a new one.</source>
        <translation>这个登记码已经过期。请向导师索取新的登记码。</translation>
    </message>
    <message>
        <source>The school server made no such enrolment code. Check what you typed, or ask an instructor for a new one.</source>
        <translation>学校服务器没有生成过这个登记码。请检查输入内容，或向导师索取新的登记码。</translation>
    </message>
    <message>
        <source>The server at {server} is not the one with this fingerprint: nothing was sent to it. Check the fingerprint the school server shows when it starts.</source>
        <translation>{server} 的服务器并非具有这个指纹的服务器：没有向它发送任何数据。请核对学校服务器启动时显示的指纹。</translation>
    </message>
    <message>
        <source>The school server at {server} did not answer. Check the address, and that the server is running.</source>
        <translation>{server} 的学校服务器没有响应。请检查地址，并确认服务器正在运行。</translation>
    </message>
    <message>
        <source>The school server&apos;s address starts with https://.</source>
        <translation>学校服务器的地址以 https:// 开头。</translation>
    </message>
    <message>
        <source>Dealer Trainer — first start</source>
        <translation>Dealer Trainer — 首次启动</translation>
    </message>
    <message>
        <source>Where does this desk keep the school?</source>
        <translation>这台电脑的学校数据存放在哪里？</translation>
    </message>
    <message>
        <source>On this computer: for self-study, or a school of one desk. On a school server: the desks of a school share it, and no desk holds the database.</source>
        <translation>存放在这台电脑：适合自学，或只有一台电脑的学校。存放在学校服务器：全校电脑共用，任何电脑都不保存数据库。</translation>
    </message>
    <message>
        <source>On this &amp;computer</source>
        <translation>存放在这台电脑(&amp;C)</translation>
    </message>
    <message>
        <source>Use a &amp;school server…</source>
        <translation>使用学校服务器(&amp;S)…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Use a school server</source>
        <translation>使用学校服务器</translation>
    </message>
    <message>
        <source>The school server no longer knows this desk (an instructor revoked it, or the server&apos;s database was replaced). Ask an instructor for a new enrolment code.</source>
        <translation>学校服务器已不再认得这台电脑（导师已撤销它，或服务器的数据库已更换）。请向导师索取新的登记码。</translation>
    </message>
</context>
<context>
    <name>SectionRow</name>
    <message>
        <source>{0} (deleted)</source>
        <translation>{0}（已删除）</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>合格分数</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>赌台：</translation>
    </message>
    <message>
        <source>Each deal is dealt at one of the ticked tables (Space ticks). None ticked: the drill&apos;s own tables.</source>
        <translation>每局在其中一张已勾选的赌台发牌（按空格键勾选）。全部不勾选：用练习本身的赌台。</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>This desk uses the school server {server} as the desk “{desk}”.
Certificate fingerprint: {fingerprint}</source>
        <translation>这台电脑以“{desk}”的身份使用学校服务器 {server}。
证书指纹：{fingerprint}</translation>
    </message>
    <message>
        <source>This desk is enrolled with the school server {server} as the desk “{desk}”; it opens on it at the next start.</source>
        <translation>这台电脑已以“{desk}”的身份登记到学校服务器 {server}；下次启动时会连接到该服务器。</translation>
    </message>
    <message>
        <source>This desk keeps the school in its own database ({location}).</source>
        <translation>这台电脑把学校数据存放在自己的数据库（{location}）。</translation>
    </message>
    <message>
        <source>Leave the school server</source>
        <translation>离开学校服务器</translation>
    </message>
    <message>
        <source>The school&apos;s desks</source>
        <translation>学校的电脑</translation>
    </message>
    <message>
        <source>&amp;Use a school server…</source>
        <translation>使用学校服务器(&amp;U)…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the school server</source>
        <translation>离开学校服务器(&amp;V)</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>New enrolment &amp;code…</source>
        <translation>新登记码(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Revoke the desk</source>
        <translation>撤销这台电脑(&amp;R)</translation>
    </message>
    <message>
        <source>Enrolled. Start Dealer Trainer again to open on the school server.</source>
        <translation>已登记。请重新启动 Dealer Trainer，以连接到学校服务器。</translation>
    </message>
    <message>
        <source>This desk forgets the school server and its enrolment. To use the server again, an instructor makes a new enrolment code. Leave?</source>
        <translation>这台电脑会忘记学校服务器及其登记。要再次使用服务器，需由导师生成新的登记码。确定离开？</translation>
    </message>
    <message>
        <source>Left. Start Dealer Trainer again: it opens the database on this computer.</source>
        <translation>已离开。请重新启动 Dealer Trainer：它会打开这台电脑上的数据库。</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>已登记</translation>
    </message>
    <message>
        <source>Waiting for its code</source>
        <translation>等待输入登记码</translation>
    </message>
    <message>
        <source>New enrolment code</source>
        <translation>新登记码</translation>
    </message>
    <message>
        <source>The new desk&apos;s name (e.g. Room 2 desk 5):</source>
        <translation>新电脑的名称（例如：2 号室 5 号电脑）：</translation>
    </message>
    <message>
        <source>Enrolment code for “{desk}”: {code} (once, until {time}, Macau time)</source>
        <translation>“{desk}”的登记码：{code}（只可使用一次，有效至澳门时间 {time}）</translation>
    </message>
    <message>
        <source>Revoke the desk</source>
        <translation>撤销这台电脑</translation>
    </message>
    <message>
        <source>The desk “{0}” is refused from now on and whoever is signed in there is signed out (a sitting running there waits for a proctor). To use it again, an instructor makes a new enrolment code. Revoke?</source>
        <translation>从现在起，电脑“{0}”会被拒绝，在那里登录的人会被登出（在那里进行中的考试会等待监考人）。如要再次使用，须由导师发出新的登记码。要撤销吗？</translation>
    </message>
</context>
<context>
    <name>ServerWait</name>
    <message>
        <source>School server</source>
        <translation>学校服务器</translation>
    </message>
    <message>
        <source>Stop waiting gives this request up: the screen then says what was not saved, and an answer is sent again by itself when the server answers.</source>
        <translation>“停止等待”会放弃这次请求：界面随即说明哪些未保存；答案会在服务器响应后自动再发送。</translation>
    </message>
    <message>
        <source>&amp;Stop waiting</source>
        <translation>停止等待(&amp;S)</translation>
    </message>
    <message>
        <source>The school server {server} has not answered for {seconds} s. Waiting for it…</source>
        <translation>学校服务器 {server} 已有 {seconds} 秒没有响应。正在等待…</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Cohorts and trainees</source>
        <translation>班级及学员</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>赌台设置</translation>
    </message>
    <message>
        <source>Reviews and daily goal</source>
        <translation>复习与每日目标</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>School server</source>
        <translation>学校服务器</translation>
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
        <translation>请输入数字，只限数字（例如 8）。</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>请选择一个答案。</translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培训</translation>
    </message>
    <message>
        <source>Sign in with your name and your PIN or password.</source>
        <translation>请用你的名称及PIN码或密码登录。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;PIN or password</source>
        <translation>PIN码或密码(&amp;P)</translation>
    </message>
    <message>
        <source>Sign in  (Enter)</source>
        <translation>登录  (Enter)</translation>
    </message>
    <message>
        <source>Enter your name and your PIN or password.</source>
        <translation>请输入你的名称及PIN码或密码。</translation>
    </message>
    <message>
        <source>Too many wrong tries for this name: wait {0} s and try again, or ask an instructor to unlock it. For an instructor&apos;s account, see &quot;Locked out&quot; in the README.</source>
        <translation>此名称的错误尝试次数过多：请等待{0}秒后再试，或请导师解除锁定。导师账户请参阅 README 的“Locked out”一节。</translation>
    </message>
    <message>
        <source>That name and PIN or password do not match.</source>
        <translation>名称与PIN码或密码不符。</translation>
    </message>
    <message>
        <source>This name holds a character that cannot be used.</source>
        <translation>此名称含有无法使用的字符。</translation>
    </message>
    <message>
        <source>This account is deactivated: it cannot sign in. Ask an instructor to reactivate it.</source>
        <translation>这个账户已停用：不能登录。请导师重新启用。</translation>
    </message>
    <message>
        <source>This account&apos;s instructor or proctor role cannot be verified with the exam seal, so it cannot sign in. An instructor who holds the seal must enrol it (Exam screen, Enrol an instructor…).</source>
        <translation>这个账户的导师或监考人身分无法以考试封印核实，所以不能登入。须由持有封印的导师为其登记（考试画面，登记导师…）。</translation>
    </message>
    <message>
        <source>The school server does not take this desk: it is not enrolled, or an instructor revoked it. Start Dealer Trainer again to enrol it with a new code.</source>
        <translation>学校服务器不接受这台电脑：它尚未登记，或已被导师撤销。请重新启动 Dealer Trainer，用新的登记码登记。</translation>
    </message>
    <message>
        <source>The database cannot be used: {0}</source>
        <translation>无法使用数据库：{0}</translation>
    </message>
</context>
<context>
    <name>SittingPresenter</name>
    <message>
        <source>The sitting has ended and is kept on the school server, but its result could not be read ({0}). It is asked for again by itself.</source>
        <translation>考试已结束，并保存在学校服务器上，但无法读取结果（{0}）。系统会自动再读取一次。</translation>
    </message>
    <message>
        <source>Your answer could not be saved ({0}). Nothing was lost: answer again, or call the proctor.</source>
        <translation>你的答案无法保存（{0}）。没有丢失任何数据：请再作答，或通知监考人。</translation>
    </message>
</context>
<context>
    <name>SittingView</name>
    <message>
        <source>Question {0} of {1} · {2} · question {3} of {4}</source>
        <translation>第{0}题（共{1}题）· {2} · 第{3}题（共{4}题）</translation>
    </message>
    <message>
        <source>Time left {0}</source>
        <translation>剩余时间{0}</translation>
    </message>
    <message>
        <source>This question {0}</source>
        <translation>本题{0}</translation>
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
        <translation>监考人加时 {0} 分钟</translation>
    </message>
    <message>
        <source>Exam: no hints and no feedback until the end. Answer with the keys shown on each question; at a table, with the Table screen&apos;s keys.</source>
        <translation>考试：结束前不设提示，也不显示对错。请按每题显示的按键作答；在赌台上，按“赌台”界面的按键操作。</translation>
    </message>
    <message>
        <source>Hand in early…</source>
        <translation>提早交卷…</translation>
    </message>
    <message>
        <source>Hand in now? Unanswered questions count wrong.</source>
        <translation>现在交卷？未作答的题目按答错计。</translation>
    </message>
    <message>
        <source>Yes, hand in</source>
        <translation>是，交卷</translation>
    </message>
    <message>
        <source>No, go on</source>
        <translation>否，继续</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <source>Add a proctor</source>
        <translation>添加监考人</translation>
    </message>
    <message>
        <source>Add an instructor</source>
        <translation>添加导师</translation>
    </message>
    <message>
        <source>A proctor starts, resumes and ends exam sittings; they cannot change blueprints, rosters or results.</source>
        <translation>监考人负责开始、继续及结束考试；不能更改考试蓝本、名册或成绩。</translation>
    </message>
    <message>
        <source>An instructor manages everything, as you do.</source>
        <translation>导师可以管理一切，与你相同。</translation>
    </message>
    <message>
        <source>at least 6 characters</source>
        <translation>至少6个字符</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登录名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>显示名称(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>密码(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Repeat the password</source>
        <translation>再次输入密码(&amp;R)</translation>
    </message>
    <message>
        <source>The two passwords differ: type the password again.</source>
        <translation>两次输入的密码不一致：请再次输入密码。</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Dealer Trainer — database problem</source>
        <translation>荷官培训 — 数据库问题</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Dealer Trainer cannot write to {path}: it is read-only (no permission to write there, or a read-only disk). Every answer is saved as it is given, so the app cannot work from there.</source>
        <translation>荷官培训无法写入 {path}：该处是只读的（没有写入权限，或是只读磁盘）。每个答案作答时都要即时保存，所以程序无法在该处运行。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full. Every answer is saved as it is given, and nothing can be saved there now. Free some space, then try again.</source>
        <translation>存放 {path} 的磁盘已满。每个答案作答时都要即时保存，而现在该处无法保存任何数据。请腾出一些空间，然后再试一次。</translation>
    </message>
    <message>
        <source>{path} is a file, but Dealer Trainer needs a folder there for its data.</source>
        <translation>{path} 是一个文件，但荷官培训需要该处是一个文件夹来存放数据。</translation>
    </message>
    <message>
        <source>{path} is a folder, but it should be the database file.</source>
        <translation>{path} 是一个文件夹，但它应该是数据库文件。</translation>
    </message>
    <message>
        <source>Dealer Trainer — data folder problem</source>
        <translation>荷官培训 — 数据文件夹问题</translation>
    </message>
    <message>
        <source>The data folder {path} cannot be used.</source>
        <translation>无法使用数据文件夹 {path}。</translation>
    </message>
    <message>
        <source>Dealer Trainer keeps its database, settings and log in this folder. Choose another folder, or fix this one and try again.</source>
        <translation>荷官培训把数据库、设置及日志文件存放在这个文件夹。请选择另一个文件夹，或修正这个文件夹后再试一次。</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>选择另一个文件夹…</translation>
    </message>
    <message>
        <source>Choose a folder for Dealer Trainer&apos;s data</source>
        <translation>选择存放荷官培训数据的文件夹</translation>
    </message>
    <message>
        <source>Dealer Trainer</source>
        <translation>荷官培训</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Waiting for it…</source>
        <translation>数据库正忙：另一个程序正在写入。正在等待…</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school server: its server support is not installed ({detail}).</source>
        <translation>这份 Dealer Trainer 不能使用学校服务器：未安装服务器支持（{detail}）。</translation>
    </message>
    <message>
        <source>The school server {server} did not answer, or its certificate is not the one given by --server-pin. Check the address and the fingerprint, or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>学校服务器 {server} 没有响应，或其证书与 --server-pin 所给的不符。请检查地址和指纹，或向学校的信息技术人员咨询服务器是否正在运行。</translation>
    </message>
    <message>
        <source>{server} is not a Dealer Trainer school server, or it failed to answer. Ask the school&apos;s IT staff.</source>
        <translation>{server} 不是 Dealer Trainer 的学校服务器，或未能响应。请向学校的信息技术人员咨询。</translation>
    </message>
    <message>
        <source>A restore of the database was interrupted, and the database file is missing:

{path}</source>
        <translation>数据库还原被中断，数据库文件不见了：

{path}</translation>
    </message>
    <message>
        <source>The school&apos;s database from before the restore is kept as:

{aside}

Put it back to continue as before the restore; you can restore the backup again afterwards. No new, empty school is started.</source>
        <translation>还原之前的学校数据库保存在：

{aside}

把它放回原处，即可回到还原之前的状态；之后可以再还原一次备份。不会创建新的空白学校。</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>放回原处</translation>
    </message>
    <message>
        <source>The database file is empty (0 bytes):

{path}</source>
        <translation>数据库文件是空的（0 字节）：

{path}</translation>
    </message>
    <message>
        <source>It may have been cut short by a full disk, an interrupted copy or a crash: the school&apos;s data is not in it. Restore a backup, or choose another file. Start a new school only if this is a new installation (the empty file is kept aside, not deleted).</source>
        <translation>文件可能因磁盘已满、复制中断或崩溃而被截断：学校的数据不在其中。请恢复备份，或选择另一个文件。只有在这是全新安装时才新建学校（空文件会放在一旁，不会删除）。</translation>
    </message>
    <message>
        <source>Start a new school</source>
        <translation>新建学校</translation>
    </message>
    <message>
        <source>The database file cannot be read: it is damaged or is not a Dealer Trainer database.

{path}</source>
        <translation>无法读取数据库文件：文件已损坏，或不是荷官培训的数据库。

{path}</translation>
    </message>
    <message>
        <source>You can keep the damaged file aside (it is renamed, never deleted) and start with a fresh database, or open another file.</source>
        <translation>你可以把损坏的文件放在一旁（只会改名，绝不删除），然后用新的数据库开始，或打开另一个文件。</translation>
    </message>
    <message>
        <source>Keep it aside and start fresh</source>
        <translation>放在一旁，重新开始</translation>
    </message>
    <message>
        <source>Choose another file…</source>
        <translation>选择另一个文件…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <source>The database file cannot be opened.

{path}</source>
        <translation>无法打开数据库文件。

{path}</translation>
    </message>
    <message>
        <source>A backup is being restored into this database on another desk. Try again when it is done.</source>
        <translation>另一台电脑正把备份还原到这个数据库。请等完成后再试。</translation>
    </message>
    <message>
        <source>The database is busy: another program is writing to it. Dealer Trainer tried again for a few seconds.</source>
        <translation>数据库正忙：另一个程序正在写入。荷官培训已重试了数秒。</translation>
    </message>
    <message>
        <source>This copy of Dealer Trainer cannot use a school&apos;s database server: its PostgreSQL driver (psycopg) is not installed.</source>
        <translation>此 Dealer Trainer 无法使用学校的数据库服务器：未安装其 PostgreSQL 驱动程序（psycopg）。</translation>
    </message>
    <message>
        <source>Ask whoever installed Dealer Trainer to add PostgreSQL support (dealer-trainer[postgresql]), or start it without a database address (--db) to use the database on this computer.</source>
        <translation>请联系安装 Dealer Trainer 的人员加装 PostgreSQL 支持（dealer-trainer[postgresql]），或不带数据库地址（--db）启动，以使用本机的数据库。</translation>
    </message>
    <message>
        <source>This database was written by a newer version of Dealer Trainer. Please update the app.

{detail}</source>
        <translation>这个数据库由较新版本的荷官培训写入。请更新程序。

{detail}</translation>
    </message>
    <message>
        <source>The database cannot be opened.

{detail}</source>
        <translation>无法打开数据库。

{detail}</translation>
    </message>
    <message>
        <source>Choose a Dealer Trainer database</source>
        <translation>选择荷官培训数据库</translation>
    </message>
    <message>
        <source>Dealer Trainer database (*.sqlite3 *.db);;All files (*)</source>
        <translation>荷官培训数据库 (*.sqlite3 *.db);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <source>The school server {server} cannot be reached: it did not answer. Try again in a moment.</source>
        <translation>无法连接到学校服务器 {server}：它没有响应。请稍后再试。</translation>
    </message>
    <message>
        <source>The school&apos;s database server cannot be reached: it did not answer.</source>
        <translation>无法连接学校的数据库服务器：服务器没有响应。</translation>
    </message>
    <message>
        <source>The school&apos;s database server {server} cannot be reached: it did not answer.</source>
        <translation>无法连接学校的数据库服务器 {server}：服务器没有响应。</translation>
    </message>
    <message>
        <source>The database server {server} refused the sign-in of user {user}: the user name or the password in the database address is wrong, or the server does not accept this computer.</source>
        <translation>数据库服务器 {server} 拒绝了用户 {user} 的登录：数据库地址中的用户名或密码不正确，或服务器不接受这台电脑。</translation>
    </message>
    <message>
        <source>The database server {server} has no database named {database}.</source>
        <translation>数据库服务器 {server} 上没有名为 {database} 的数据库。</translation>
    </message>
    <message>
        <source>User {user} has no permission to use the database {database} on the server {server}.</source>
        <translation>用户 {user} 没有权限使用服务器 {server} 上的数据库 {database}。</translation>
    </message>
    <message>
        <source>The database server {server} refused the connection.</source>
        <translation>数据库服务器 {server} 拒绝了连接。</translation>
    </message>
    <message>
        <source>Check the network cable or ask the school&apos;s IT staff whether the server is running.</source>
        <translation>请检查网线，或向学校的IT人员查询服务器是否正在运行。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff for the right user name and password, and start Dealer Trainer with the corrected database address (--db).</source>
        <translation>请向学校的IT人员索取正确的用户名和密码，然后用更正后的数据库地址（--db）启动 Dealer Trainer。</translation>
    </message>
    <message>
        <source>Check the database name in the address (--db), or ask the school&apos;s IT staff which database Dealer Trainer uses.</source>
        <translation>请检查地址（--db）中的数据库名称，或向学校的IT人员查询 Dealer Trainer 使用哪个数据库。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff to give this user the right to connect to the database and to create and use its tables.</source>
        <translation>请学校的IT人员授予此用户连接数据库以及创建和使用其数据表的权限。</translation>
    </message>
    <message>
        <source>Ask the school&apos;s IT staff.</source>
        <translation>请向学校的IT人员查询。</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Live updates</source>
        <translation>实时更新</translation>
    </message>
    <message>
        <source>Backup and restore</source>
        <translation>备份及还原</translation>
    </message>
    <message>
        <source>Moving the school</source>
        <translation>迁移学校数据</translation>
    </message>
    <message>
        <source>The audit log</source>
        <translation>审计记录</translation>
    </message>
    <message>
        <source>The roster</source>
        <translation>学员名册</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>The Table</source>
        <translation>赌台</translation>
    </message>
    <message>
        <source>Review schedules</source>
        <translation>复习安排</translation>
    </message>
    <message>
        <source>The daily goal</source>
        <translation>每日目标</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Table profiles</source>
        <translation>赌台设置</translation>
    </message>
    <message>
        <source>This part of the app</source>
        <translation>应用程序的这部分</translation>
    </message>
    <message>
        <source>{feature} is not available over the school server yet. Use it at a desk that opens the school&apos;s database.</source>
        <translation>经学校服务器暂时未能使用{feature}。请在直接打开学校数据库的电脑上使用。</translation>
    </message>
    <message>
        <source>The database was replaced on another desk (a backup was restored there) or moved, so nothing more is saved on this desk. Close Dealer Trainer and start it again.</source>
        <translation>数据库已在另一台电脑被替换（那里还原了备份）或被移走，所以这台电脑不会再保存任何内容。请关闭 Dealer Trainer 再重新打开。</translation>
    </message>
    <message>
        <source>Only an instructor can see or change this.</source>
        <translation>只有导师可以查看或更改这项内容。</translation>
    </message>
    <message>
        <source>A trainee can only see their own records.</source>
        <translation>学员只能查看自己的记录。</translation>
    </message>
    <message>
        <source>This account has changed or is no longer active. Sign in again.</source>
        <translation>此账户已更改或已停用。请重新登录。</translation>
    </message>
    <message>
        <source>The school server no longer takes this desk (an instructor revoked it): nothing more is saved here. Ask an instructor.</source>
        <translation>学校服务器已不再接受这台电脑（导师已撤销它）：这里不会再保存任何数据。请通知导师。</translation>
    </message>
    <message>
        <source>Your sign-in on the school server has ended. Sign in again.</source>
        <translation>你在学校服务器的登录已结束。请重新登录。</translation>
    </message>
    <message>
        <source>You are not allowed to see or change this.</source>
        <translation>你无权查看或更改这项内容。</translation>
    </message>
    <message>
        <source>The name and password do not match. Sign in again.</source>
        <translation>名称与密码不符。请重新登录。</translation>
    </message>
    <message>
        <source>The file cannot be written there (no such folder, no permission, or the disk is full):
{0}</source>
        <translation>无法在该处写入文件（没有此文件夹、没有权限，或磁盘已满）：
{0}</translation>
    </message>
    <message>
        <source>The database is busy (another program is writing to it). Try again in a moment.</source>
        <translation>数据库正忙（另一个程序正在写入）。请稍后再试。</translation>
    </message>
    <message>
        <source>The database file cannot be read or written (no permission, or the disk is full).</source>
        <translation>无法读取或写入数据库文件（没有权限，或磁盘已满）。</translation>
    </message>
    <message>
        <source>The database file is damaged. Ask an instructor to restore a backup.</source>
        <translation>数据库文件已损坏。请导师恢复备份。</translation>
    </message>
    <message>
        <source>The database refused a value that is not valid.</source>
        <translation>数据库拒绝了一个无效的值。</translation>
    </message>
    <message>
        <source>The database could not do that. Try again; if it happens again, the log has the details.</source>
        <translation>数据库无法完成这项操作。请再试一次；如再次发生，详情见日志。</translation>
    </message>
    <message>
        <source>A file could not be read or written: {0}</source>
        <translation>无法读取或写入文件：{0}</translation>
    </message>
    <message>
        <source>That could not be done; the log has the details.</source>
        <translation>无法完成这项操作；详情见日志。</translation>
    </message>
    <message>
        <source>Something went wrong; the log has the details.</source>
        <translation>出现问题；详情见日志。</translation>
    </message>
</context>
<context>
    <name>TableCharts</name>
    <message>
        <source>Sam Kong Table</source>
        <translation>三公百家乐赌台</translation>
    </message>
    <message>
        <source>Sam Kong Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>三公百家乐赌台：每个步骤的准确率（%；蓝色：金额正确但筹码不是最少）</translation>
    </message>
    <message>
        <source>Sam Kong Table: rounds per hour</source>
        <translation>三公百家乐赌台：每小时局数</translation>
    </message>
    <message>
        <source>rounds/h</source>
        <translation>局/小时</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>百家乐赌台</translation>
    </message>
    <message>
        <source>Table: accuracy per step (%; blue: right amount, not the fewest chips)</source>
        <translation>赌台：每个步骤的准确率（%；蓝色：金额正确但筹码不是最少）</translation>
    </message>
    <message>
        <source>Table: coups per hour</source>
        <translation>赌台：每小时局数</translation>
    </message>
    <message>
        <source>coups/h</source>
        <translation>局/小时</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <comment>a Table step kind recorded only when wrong: its count, not a share</comment>
        <translation>
            <numerusform>错误 %n 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableProfilesTab</name>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>M&amp;inimum bet (HK$)</source>
        <translation>最低注码（港元）(&amp;I)</translation>
    </message>
    <message>
        <source>Ma&amp;ximum bet (HK$)</source>
        <translation>最高注码（港元）(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Commission</source>
        <translation>佣金(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rounding of commission</source>
        <translation>佣金取整方式(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;mallest chip (HK$)</source>
        <translation>最小筹码（港元）(&amp;M)</translation>
    </message>
    <message>
        <source>Deduct 5% at payout</source>
        <translation>派彩时扣5%</translation>
    </message>
    <message>
        <source>Mark in the commission box</source>
        <translation>记在佣金格</translation>
    </message>
    <message>
        <source>Exact (cents)</source>
        <translation>精确（计到分）</translation>
    </message>
    <message>
        <source>Down to the smallest chip</source>
        <translation>向下取整至最小筹码</translation>
    </message>
    <message>
        <source>Up to the smallest chip</source>
        <translation>向上取整至最小筹码</translation>
    </message>
    <message>
        <source>&amp;Save profile</source>
        <translation>保存设置(&amp;S)</translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation>请为设置命名。</translation>
    </message>
    <message>
        <source>table</source>
        <translation>赌台</translation>
    </message>
    <message>
        <source>Chip s&amp;et (HK$, e.g. 5, 25, 1,000)</source>
        <translation>筹码组合（港元，例如 5, 25, 1,000）(&amp;E)</translation>
    </message>
    <message>
        <source>Take-and-pay &amp;order</source>
        <translation>收赔次序(&amp;O)</translation>
    </message>
    <message>
        <source>Chips of a pa&amp;yout</source>
        <translation>派彩筹码(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;After a tie (art. 12)</source>
        <translation>和局之后（第12条）(&amp;A)</translation>
    </message>
    <message>
        <source>Pace target (co&amp;ups an hour)</source>
        <translation>速度目标（每小时局数）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Tie bet limits (HK$)</source>
        <translation>和局注码限额（港元）(&amp;T)</translation>
    </message>
    <message>
        <source>Luc&amp;ky 6 bet limits (HK$)</source>
        <translation>幸运6注码限额（港元）(&amp;K)</translation>
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
        <translation>由右至左（最大座号先）</translation>
    </message>
    <message>
        <source>Left to right (seat 1 first)</source>
        <translation>由左至右（1号座先）</translation>
    </message>
    <message>
        <source>Fewest chips</source>
        <translation>最少筹码</translation>
    </message>
    <message>
        <source>The amount only (typed as an amount)</source>
        <translation>只计金额（以金额输入）</translation>
    </message>
    <message>
        <source>Colour for colour (match the stake&apos;s chips)</source>
        <translation>同色派彩（按注码筹码配对）</translation>
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
        <translation>佣金率必须介于0与1之间。</translation>
    </message>
    <message>
        <source>A no-commission table (art. 18 (2)) has no commission box to mark: choose &quot;Deduct 5% at payout&quot; or untick no-commission.</source>
        <translation>免佣赌台（第18条(2)）没有佣金箱可记账：请选“派彩时扣5%”，或取消免佣。</translation>
    </message>
    <message>
        <source>Give at least one chip value.</source>
        <translation>请至少输入一种筹码面额。</translation>
    </message>
    <message>
        <source>Chip values must be positive amounts.</source>
        <translation>筹码面额必须是正数金额。</translation>
    </message>
    <message>
        <source>Each chip value may appear only once.</source>
        <translation>每种筹码面额只可出现一次。</translation>
    </message>
    <message>
        <source>The smallest unit ({0}) must be the smallest chip ({1}).</source>
        <translation>最小单位（{0}）必须是最小的筹码（{1}）。</translation>
    </message>
    <message>
        <source>A baccarat table has {0} or more seats (art. 1).</source>
        <translation>百家乐赌台须有{0}个或以上座位（第1条）。</translation>
    </message>
    <message>
        <source>A table has at most {0} seats here (a big Macau baccarat table).</source>
        <translation>这里的赌台最多有{0}个座位（澳门的大型百家乐赌台）。</translation>
    </message>
    <message>
        <source>The {0} minimum must be more than zero.</source>
        <translation>{0}最低投注额必须大于零。</translation>
    </message>
    <message>
        <source>The {0} minimum {1} is above its maximum {2}.</source>
        <translation>{0}最低投注额{1}高于其最高投注额{2}。</translation>
    </message>
    <message>
        <source>The {0} limit {1} is not a whole number of the smallest chip {2}.</source>
        <translation>{0}限额{1}不是最小筹码{2}的整数倍。</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit must be more than zero (art. 14).</source>
        <translation>庄闲投注差额上限必须大于零（第14条）。</translation>
    </message>
    <message>
        <source>The Banker/Player difference limit {0} is below the table minimum {1}: no single bet could be accepted (art. 14).</source>
        <translation>庄闲投注差额上限{0}低于台面最低投注{1}：任何单一投注都无法接受（第14条）。</translation>
    </message>
    <message>
        <source>{0} is beyond any table: amounts go up to {1}.</source>
        <translation>{0}超出任何赌台的范围：金额上限为{1}。</translation>
    </message>
    <message>
        <source>On a no-commission table a Banker {0} winning with 6 is paid half, {1}, which the smallest chip {2} cannot pay (art. 18 (2)). Choose a minimum whose half is a whole number of chips, or a smaller chip.</source>
        <translation>免佣台上，庄{0}以6点赢只赔一半，即{1}，最小筹码{2}无法支付（第18条(2)）。请选一个一半为筹码整数倍的最低投注，或更小的筹码。</translation>
    </message>
    <message>
        <source>The 5% commission on a Banker {0} win, {1}, is not a whole number of the smallest chip {2}, so it cannot be paid in chips (art. 18 (1), SJM house note). Choose a minimum whose 5% is one or more whole chips, or a smaller chip.</source>
        <translation>庄家{0}赢时的5%佣金{1}不是最小筹码{2}的整数倍，无法以筹码支付（第18条第1款，澳博规定）。请选择5%为一个或多个完整筹码的最低注码，或较小的筹码。</translation>
    </message>
    <message>
        <source>{0} is finer than a cent: HK$ amounts have cents at most.</source>
        <translation>{0}小于一分：港元金额最多只到分。</translation>
    </message>
    <message>
        <source>A table has at most {0} chip values.</source>
        <translation>每张台最多有{0}种筹码面额。</translation>
    </message>
    <message>
        <source>The chip {0} is not a whole number of the smallest chip {1}.</source>
        <translation>筹码{0}不是最小筹码{1}的整数倍。</translation>
    </message>
    <message>
        <source>The chip {0} is above the table maximum {1}.</source>
        <translation>筹码{0}高于台面最高注码{1}。</translation>
    </message>
    <message>
        <source>The table maximum {0} is more than {1} of the largest chip {2}: add a larger chip.</source>
        <translation>台面最高注码{0}超过{1}个最大筹码{2}：请加入较大的筹码。</translation>
    </message>
    <message>
        <source>These chip values are too uneven to work out payouts quickly: use values that step up like 5, 10, 20, 50, 100.</source>
        <translation>这些筹码面额太不规则，无法快速计算派彩：请使用像 5、10、20、50、100 这样递增的面额。</translation>
    </message>
    <message>
        <source>A pace target is 1 to {0} coups an hour.</source>
        <translation>速度目标为每小时 1 至 {0} 局。</translation>
    </message>
    <message>
        <source>This profile&apos;s settings cannot be read.</source>
        <translation>无法读取此赌台设置。</translation>
    </message>
    <message>
        <source>Not saved: a profile named {0} is stored, but this version of the app cannot read it. Save again to replace it with yours.</source>
        <translation>未保存：已有名为 {0} 的赌台设置，但此版本的程序无法读取。再保存一次即以你的设置替换。</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on another desk.</source>
        <translation>未保存：{0} 已在另一台电脑上修改。</translation>
    </message>
    <message>
        <source>Who cuts (art. 2)</source>
        <translation>由谁切牌（第2条）</translation>
    </message>
    <message>
        <source>Burn at the start of a shoe (art. 2)</source>
        <translation>开靴销牌（第2条）</translation>
    </message>
    <message>
        <source>Fixed burn (cards, 1 to 8)</source>
        <translation>固定销牌张数（1 至 8）</translation>
    </message>
    <message>
        <source>Burn before each coup (art. 8)</source>
        <translation>每局前销牌（第8条）</translation>
    </message>
    <message>
        <source>Demonstration coups (art. 2)</source>
        <translation>示范局（第2条）</translation>
    </message>
    <message>
        <source>Last coup (art. 3)</source>
        <translation>最后一局（第3条）</translation>
    </message>
    <message>
        <source>Automatic shuffler (arts. 2, 7)</source>
        <translation>自动洗牌机（第2、7条）</translation>
    </message>
    <message>
        <source>Card holder, VIP squeeze (art. 16)</source>
        <translation>持牌人开牌（贵宾咪牌，第16条）</translation>
    </message>
    <message>
        <source>Equal largest bets (art. 16)</source>
        <translation>最大注码相同时（第16条）</translation>
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
        <translation>(a) 与牌副数相同的张数</translation>
    </message>
    <message>
        <source>(b) The first card&apos;s value</source>
        <translation>(b) 第一张牌的点数</translation>
    </message>
    <message>
        <source>(c) A fixed number</source>
        <translation>(c) 固定张数</translation>
    </message>
    <message>
        <source>Cut card out: this coup and one more</source>
        <translation>白咭出现：本局之后再玩一局</translation>
    </message>
    <message>
        <source>Cut card out: this coup is the last</source>
        <translation>白咭出现：本局为最后一局</translation>
    </message>
    <message>
        <source>The lower seat holds</source>
        <translation>座位号较小者揭牌</translation>
    </message>
    <message>
        <source>The higher seat holds</source>
        <translation>座位号较大者揭牌</translation>
    </message>
    <message>
        <source>The dealer turns them</source>
        <translation>由荷官开牌</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>A fixed burn is 1 to 8 cards (art. 2 (c)), and is set only with the fixed burn; not {0}.</source>
        <translation>固定销牌为 1 至 8 张（第2条 (c)），只在选择固定销牌时设定；不能是 {0}。</translation>
    </message>
    <message>
        <source>Before each coup the house burns 0 to {0} cards (art. 8).</source>
        <translation>每局前场方销 0 至 {0} 张牌（第8条）。</translation>
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
        <translation>（已删除）</translation>
    </message>
    <message>
        <source>the table profile “{0}”</source>
        <translation>赌台设定“{0}”</translation>
    </message>
    <message>
        <source>Reloaded the version saved on the other desk.</source>
        <translation>已重新载入另一台电脑保存的版本。</translation>
    </message>
    <message>
        <source>Your edit is kept; saving it replaces theirs.</source>
        <translation>已保留你的修改；保存后会取代对方的版本。</translation>
    </message>
    <message>
        <source>An amount is not valid: {0}</source>
        <translation>金额无效：{0}</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>已保存{0}。</translation>
    </message>
    <message>
        <source>No-commission table (art. 18 (&amp;2))</source>
        <translation>免佣赌台（第18条(2)）(&amp;2)</translation>
    </message>
    <message>
        <source>&amp;Banker bets in multiples of the minimum</source>
        <translation>庄家注码须为最低注码的倍数(&amp;B)</translation>
    </message>
    <message>
        <source>Table si&amp;ze (seats, 7 to 14)</source>
        <translation>赌台座位数目（7至14）(&amp;Z)</translation>
    </message>
    <message>
        <source>Seat numbers a&amp;voided (e.g. 4, 13)</source>
        <translation>不设的座位号码（例如 4, 13）(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Delete profile</source>
        <translation>删除设置(&amp;D)</translation>
    </message>
    <message>
        <source>Seat numbers avoided</source>
        <translation>不设的座位号码</translation>
    </message>
    <message>
        <source>Lucky &amp;6 offered</source>
        <translation>设幸运6(&amp;6)</translation>
    </message>
    <message>
        <source>Ne&amp;w profile</source>
        <translation>新增设置(&amp;W)</translation>
    </message>
    <message>
        <source>A new profile, copied from the selected one</source>
        <translation>新设置，复制自所选的设置</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Seats {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>Name the new profile</source>
        <translation>为新设置命名</translation>
    </message>
    <message>
        <source>New profile, copied from {0}: give it a name and save it.</source>
        <translation>新设置，复制自{0}：请命名后保存。</translation>
    </message>
    <message>
        <source>{0} is shipped with the trainer and cannot be deleted. Make a new profile from it instead.</source>
        <translation>{0}是本程序内置的设置，不能删除。可以从它新增一个设置。</translation>
    </message>
    <message>
        <source>Delete the table profile {0}?</source>
        <translation>删除赌台设置{0}？</translation>
    </message>
    <message>
        <source>The shipped profile of this name comes back in its place.</source>
        <translation>同名的内置设置会恢复使用。</translation>
    </message>
    <message>
        <source>The exams {0} draw their deals at this table: they cannot start a sitting until an instructor picks their tables again. Sittings under way keep the rules they started with.</source>
        <translation>考试{0}在此赌台发牌出题：删除后，这些考试不能开始应考，直至导师重新选择其赌台。已在进行的应考按开始时的规则继续。</translation>
    </message>
    <message numerus="yes">
        <source>%n kept shoe(s) begun at this table resume with the rules they began with.</source>
        <translation>
            <numerusform>在此赌台开始并保留的%n靴牌，会按开始时的规则继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>删除设置</translation>
    </message>
    <message>
        <source>Not deleted: {0} changed on another desk. Its new settings are shown.</source>
        <translation>未删除：{0} 已在另一台电脑上修改，现显示其新设置。</translation>
    </message>
    <message>
        <source>Deleted {0}.</source>
        <translation>已删除{0}。</translation>
    </message>
    <message>
        <source>&amp;Player Pair bet limits (HK$)</source>
        <translation>闲对注码限额（港元）(&amp;P)</translation>
    </message>
    <message>
        <source>Banker Pair bet limits (HK$)</source>
        <translation>庄对注码限额（港元）</translation>
    </message>
    <message>
        <source>{0} bet limits (HK$)</source>
        <translation>{0}注码限额（港元）</translation>
    </message>
    <message>
        <source>{0} offered</source>
        <translation>设{0}</translation>
    </message>
    <message>
        <source>There is already a profile named {0}: give the new one another name.</source>
        <translation>已有名为{0}的设置：请为新设置另取名称。</translation>
    </message>
    <message>
        <source>List the seat numbers to skip as whole numbers, e.g. 4, 13 (not {0}).</source>
        <translation>请以整数列出不设的座位号码，例如 4, 13（而非“{0}”）。</translation>
    </message>
    <message>
        <source>Seats are numbered from 1: {0} cannot be skipped.</source>
        <translation>座位由1开始编号：不能略去{0}。</translation>
    </message>
    <message>
        <source>The seat number {0} is listed twice.</source>
        <translation>座位号码{0}重复列出。</translation>
    </message>
    <message>
        <source>Seats are numbered up to {0}.</source>
        <translation>座位号码最大为{0}。</translation>
    </message>
</context>
<context>
    <name>TableReplayDialog</name>
    <message>
        <source>This coup cannot be replayed: it was stored before the Table kept its steps&apos; actions.</source>
        <translation>这一局无法重播：它是在赌台记录每步动作之前保存的。</translation>
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
        <translation>赌台</translation>
    </message>
    <message>
        <source>A shoe you began is not finished (coup {0}). Resume it where you left off?</source>
        <translation>你开始的一靴牌尚未完成（第{0}局）。要从停下的地方继续吗？</translation>
    </message>
    <message>
        <source>A shoe you began is not finished. Resume it where you left off?</source>
        <translation>你开始的一靴牌尚未完成。要从停下的地方继续吗？</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>赌台(&amp;T)：</translation>
    </message>
    <message>
        <source>New shoe</source>
        <translation>新牌靴</translation>
    </message>
    <message>
        <source>These settings: for the next shoe (Ctrl+N)</source>
        <translation>以上设置：用于下一靴牌（Ctrl+N）</translation>
    </message>
    <message>
        <source>Unfinished shoe</source>
        <translation>未完成的牌靴</translation>
    </message>
    <message>
        <source>Deal a new shoe?</source>
        <translation>开新牌靴？</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. A new shoe ends this one here; every step you dealt is saved.</source>
        <translation>这靴牌的第{0}局正在进行。开新牌靴，这靴牌就在此结束；你已完成的每一步都已保存。</translation>
    </message>
    <message>
        <source>Deal a new shoe at the table chosen (Ctrl+N)</source>
        <translation>在所选赌台开新牌靴（Ctrl+N）</translation>
    </message>
    <message>
        <source>Coup by coup</source>
        <translation>逐局</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>C&amp;oups:</source>
        <translation>局数(&amp;O)：</translation>
    </message>
    <message>
        <source>whole shoe</source>
        <translation>整个牌靴</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>难度(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Seats filled:</source>
        <translation>坐满比例(&amp;S)：</translation>
    </message>
    <message>
        <source>Fa&amp;ulty bets:</source>
        <translation>错误注码(&amp;U)：</translation>
    </message>
    <message>
        <source>A&amp;wkward amounts</source>
        <translation>零碎注码(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New shoe</source>
        <translation>新牌靴(&amp;N)</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>局数(&amp;O)：</translation>
    </message>
    <message>
        <source>Si&amp;de bets</source>
        <translation>副注(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cash and chips</source>
        <translation>现金与筹码(&amp;C)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>继续 (Enter)</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the amount, Enter; mark commission (M).</source>
        <translation>结算：收取每一注输的注码（T）；逐位派彩：输入金额，按 Enter；记佣金（M）。</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a prompt, then one more sentence</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>A takes every bet of the selected bet&apos;s side.</source>
        <translation>按 A 收走所选注项那一门的全部注码。</translation>
    </message>
    <message>
        <source>e.g. 1,140 (or chips: 1k 100 2x20)</source>
        <translation>例如 1,140（或筹码：1k 100 2x20）</translation>
    </message>
    <message>
        <source>Amount paid, e.g. 1,140</source>
        <translation>派彩金额，例如 1,140</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Step not saved</source>
        <translation>步骤未保存</translation>
    </message>
    <message>
        <source>{0} Your step was not saved.</source>
        <translation>{0} 你的步骤未保存。</translation>
    </message>
    <message>
        <source>The database could not save your step: nothing changed on the table.</source>
        <translation>数据库未能保存你的步骤：赌台上没有任何改变。</translation>
    </message>
    <message>
        <source>This shoe was finished or given up on another desk; a new shoe is dealt here.</source>
        <translation>这个牌靴已在另一台电脑上完成或放弃；这里已发出新的牌靴。</translation>
    </message>
</context>
<context>
    <name>TableSectionRow</name>
    <message>
        <source>Table</source>
        <translation>赌台</translation>
    </message>
    <message>
        <source>The table profile the coups are dealt at</source>
        <translation>发牌所用的赌台设定</translation>
    </message>
    <message>
        <source>&amp;Coups</source>
        <translation>局数(&amp;C)</translation>
    </message>
    <message>
        <source>Pass mark (steps)</source>
        <translation>合格分数（步骤）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats filled</source>
        <translation>坐满比率</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>错误投注</translation>
    </message>
    <message>
        <source>Roun&amp;ds</source>
        <translation>局数(&amp;D)</translation>
    </message>
    <message>
        <source>Pace target (coups an hour):</source>
        <translation>速度目标（每小时局数）：</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>旁注</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>百家乐</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>The game dealt at the table: baccarat, or Sam Kong at one of its shipped tables</source>
        <translation>台上所发的游戏：百家乐，或在其中一张内置的三公百家乐赌台发三公</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>现金与筹码</translation>
    </message>
    <message>
        <source>Cut, burn and the shoe&apos;s end</source>
        <translation>切牌、销牌与牌靴完结</translation>
    </message>
    <message>
        <source>The trainee cuts, burns and ends the shoe as the table&apos;s procedures say (arts. 2, 3, 8)</source>
        <translation>学员按本台程序切牌、销牌及完结牌靴（第2、3、8条）</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>违规情况</translation>
    </message>
    <message>
        <source>The share of coups that meet an irregularity: an exposed card, a misdeal (arts. 3, 4, 10)</source>
        <translation>出现违规情况的牌局比例：翻开的牌、派错牌（第3、4、10条）</translation>
    </message>
    <message>
        <source>Squeeze (card holder)</source>
        <translation>咪牌（持牌人开牌）</translation>
    </message>
    <message>
        <source>Where the table has a card holder, the bettors with the largest bets turn the cards (art. 16)</source>
        <translation>若本台设持牌人开牌，由投注最大的客人开牌（第16条）</translation>
    </message>
    <message>
        <source>Standing bettors</source>
        <translation>站立投注者</translation>
    </message>
    <message>
        <source>Bettors stand behind the seats; now and then one bets in a seated player&apos;s box, to refuse (art. 15)</source>
        <translation>投注者站在座位后；不时有人下注在座位投注者的位置，须拒绝（第15条）</translation>
    </message>
    <message>
        <source>Pace target (rounds an hour):</source>
        <translation>速度目标（每小时局数）：</translation>
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
        <translation>{bet}（筹码：{chips}）</translation>
    </message>
    <message>
        <source>Commission box {seat}: {amount}</source>
        <translation>第{seat}位佣金格：{amount}</translation>
    </message>
    <message>
        <source>Shoe: {0} cards</source>
        <translation>牌靴：{0}张</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Coup {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Bets: refuse each faulty bet (select it, R), collect a box that is due (C), then no more bets (N).</source>
        <translation>下注：拒绝每一注错误的注码（选取后按 R），收取到期的佣金格（C），然后停止下注（N）。</translation>
    </message>
    <message>
        <source>Call the totals: type the Player&apos;s, then the Banker&apos;s.</source>
        <translation>报点数：先输入闲家的，再输入庄家的。</translation>
    </message>
    <message>
        <source>Player&apos;s third card: D draw, S stand.</source>
        <translation>闲家第三张牌：D 补牌，S 不补。</translation>
    </message>
    <message>
        <source>Banker&apos;s third card: D draw, S stand.</source>
        <translation>庄家第三张牌：D 补牌，S 不补。</translation>
    </message>
    <message>
        <source>Call the result: mark 1 Player pair, 2 Banker pair, 3 natural, 6 Banker wins with 6; then P, B or T.</source>
        <translation>报结果：标记 1 闲对、2 庄对、3 例牌、6 庄以6点赢；然后按 P、B 或 T。</translation>
    </message>
    <message>
        <source>Settle: take each losing bet (T); pay the winners seat by seat: type the chips, Enter; mark commission (M).</source>
        <translation>结算：收取每一注输的注码（T）；逐位派彩：输入筹码，按 Enter；记佣金（M）。</translation>
    </message>
    <message>
        <source>The shoe is over. Ctrl+N deals a new shoe.</source>
        <translation>牌靴已完。按 Ctrl+N 开新牌靴。</translation>
    </message>
    <message>
        <source>Totals called: Player {0}, Banker {1}</source>
        <translation>已报点数：闲 {0}，庄 {1}</translation>
    </message>
    <message>
        <source>placed after the cards are out</source>
        <translation>开牌后才下注</translation>
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
        <translation>拒绝了正确的注码</translation>
    </message>
    <message>
        <source>a tie with no door bet</source>
        <translation>该门无押注的和局注</translation>
    </message>
    <message>
        <source>a change of door</source>
        <translation>转门</translation>
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
        <translation>点数</translation>
    </message>
    <message>
        <source>Final totals</source>
        <translation>最后点数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Player&apos;s third card</source>
        <translation>闲家第三张牌</translation>
    </message>
    <message>
        <source>Banker&apos;s third card</source>
        <translation>庄家第三张牌</translation>
    </message>
    <message>
        <source>Taking a losing bet</source>
        <translation>收取输的注码</translation>
    </message>
    <message>
        <source>Marking commission</source>
        <translation>记佣金</translation>
    </message>
    <message>
        <source>Collecting a commission box</source>
        <translation>收取佣金格</translation>
    </message>
    <message>
        <source>Counting a buy-in</source>
        <translation>点算买码现金</translation>
    </message>
    <message>
        <source>Chips for a buy-in</source>
        <translation>买码找筹码</translation>
    </message>
    <message>
        <source>Colouring up</source>
        <translation>换大码</translation>
    </message>
    <message>
        <source>Passing the cards to their holder</source>
        <translation>交牌给持牌人</translation>
    </message>
    <message>
        <source>Passing the third card</source>
        <translation>交第三张牌</translation>
    </message>
    <message>
        <source>Calling before the cards are turned</source>
        <translation>未开牌先报</translation>
    </message>
    <message>
        <source>Taking the cards back from their holder</source>
        <translation>从持牌人收回牌</translation>
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
        <translation>限额（港币）</translation>
    </message>
    <message>
        <source>B in multiples of {0}</source>
        <translation>庄须为 {0} 的倍数</translation>
    </message>
    <message>
        <source>Seat {0}: colour up</source>
        <translation>第{0}位：换大码</translation>
    </message>
    <message>
        <source>Seat {0}: buy-in</source>
        <translation>第{0}位：买码</translation>
    </message>
    <message>
        <source>over the maximum</source>
        <translation>超过最高注码</translation>
    </message>
    <message>
        <source>under the minimum</source>
        <translation>低于最低注码</translation>
    </message>
    <message>
        <source>Banker not a multiple of the minimum</source>
        <translation>庄注不是最低注码的倍数</translation>
    </message>
    <message>
        <source>Banker/Player difference over the limit</source>
        <translation>庄闲差额超过上限</translation>
    </message>
    <message>
        <source>placed after no more bets</source>
        <translation>停止下注后才下注</translation>
    </message>
    <message>
        <source>pay seat {0} next</source>
        <translation>下一个派第{0}位</translation>
    </message>
    <message>
        <source>take at seat {0}</source>
        <translation>收第{0}位的注码</translation>
    </message>
    <message>
        <source>collect box {0} first</source>
        <translation>先收第{0}位佣金格</translation>
    </message>
    <message>
        <source>pass the cards to seat {0}</source>
        <translation>把牌交给{0}号位</translation>
    </message>
    <message>
        <source>change the cash at seat {0} first</source>
        <translation>先处理第{0}位的现金</translation>
    </message>
    <message>
        <source>{amount} in {chips}</source>
        <translation>{amount}，用 {chips}</translation>
    </message>
    <message>
        <source>Player {0}, Banker {1}</source>
        <translation>闲 {0}，庄 {1}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>补牌</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>不补</translation>
    </message>
    <message>
        <source>refuse the bet</source>
        <translation>拒绝这注</translation>
    </message>
    <message>
        <source>accept the bet</source>
        <translation>接受这注</translation>
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
        <translation>收取这注</translation>
    </message>
    <message>
        <source>pay the bet</source>
        <translation>派彩给这注</translation>
    </message>
    <message>
        <source>leave it: a push</source>
        <translation>保留：和局不输不赢</translation>
    </message>
    <message>
        <source>take every losing bet first</source>
        <translation>先收取所有输的注码</translation>
    </message>
    <message>
        <source>the Player&apos;s third card first</source>
        <translation>先决定闲家第三张牌</translation>
    </message>
    <message>
        <source>nothing to mark</source>
        <translation>无须记佣</translation>
    </message>
    <message>
        <source>pass the next cards</source>
        <translation>交下一门的牌</translation>
    </message>
    <message>
        <source>wait for the holder&apos;s turn, then take the cards back</source>
        <translation>等持牌人开牌，然后收回牌</translation>
    </message>
    <message>
        <source>a card to the {0}</source>
        <translation>派牌给{0}</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲赢</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄赢</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>庄以6点赢</translation>
    </message>
    <message>
        <source>✓ {step}: right.</source>
        <translation>✓ {step}：正确。</translation>
    </message>
    <message>
        <source>✗ {step}: wrong. Right: {expected}. You: {given}.</source>
        <translation>✗ {step}：错误。正确：{expected}。你：{given}。</translation>
    </message>
    <message>
        <source>Hint: pass these cards to seat {0} ({0}, then G).</source>
        <translation>提示：把这些牌交给{0}号位（{0}，再按 G）。</translation>
    </message>
    <message>
        <source>Hint: wait for the holder to turn the cards, then take them back (Enter).</source>
        <translation>提示：等持牌人开牌，然后把牌收回（Enter）。</translation>
    </message>
    <message>
        <source>{0}: this table has no {1} chip. Its chips: {2}.</source>
        <translation>{0}：此台没有 {1} 筹码。此台的筹码：{2}。</translation>
    </message>
    <message>
        <source>({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>Refuse (R)</source>
        <translation>拒绝 (R)</translation>
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
        <translation>闲 (P)</translation>
    </message>
    <message>
        <source>Banker (B)</source>
        <translation>庄 (B)</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>补牌 (D)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>不补 (S)</translation>
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
        <translation>记佣 (M)</translation>
    </message>
    <message>
        <source>Pass to seat (G)</source>
        <translation>交牌 (G)</translation>
    </message>
    <message>
        <source>Dealer turns (K)</source>
        <translation>荷官开牌 (K)</translation>
    </message>
    <message>
        <source>Turned: take back (Enter)</source>
        <translation>已开牌：收回 (Enter)</translation>
    </message>
    <message>
        <source>Return stake (W)</source>
        <translation>退回注码 (W)</translation>
    </message>
    <message>
        <source>Accept change (A)</source>
        <translation>接受更改 (A)</translation>
    </message>
    <message>
        <source>Refuse change (X)</source>
        <translation>拒绝更改 (X)</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>点数 {0}</translation>
    </message>
    <message>
        <source>P pair (1)</source>
        <translation>闲对 (1)</translation>
    </message>
    <message>
        <source>B pair (2)</source>
        <translation>庄对 (2)</translation>
    </message>
    <message>
        <source>Natural (3)</source>
        <translation>例牌 (3)</translation>
    </message>
    <message>
        <source>Banker 6 (6)</source>
        <translation>庄6点赢 (6)</translation>
    </message>
    <message>
        <source>Player wins (P)</source>
        <translation>闲赢 (P)</translation>
    </message>
    <message>
        <source>Banker wins (B)</source>
        <translation>庄赢 (B)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>和 (T)</translation>
    </message>
    <message>
        <source>Selected: {0}.</source>
        <translation>已选：{0}。</translation>
    </message>
    <message>
        <source>A third card is out: call the final totals, the Player&apos;s, then the Banker&apos;s.</source>
        <translation>已补第三张牌：报最后点数，先输入闲家的，再输入庄家的。</translation>
    </message>
    <message>
        <source>An irregularity: K the card stays, F correct it, U burn the card, V void the coup.</source>
        <translation>异常情况：K 牌照用，F 即时更正，U 销牌，V 该局作废。</translation>
    </message>
    <message>
        <source>The shoe is over: collect every commission box (select it, type the amount, Enter).</source>
        <translation>牌靴已完：收取每一个佣金格（选取后输入金额，按 Enter）。</translation>
    </message>
    <message>
        <source>The cut: place the white cut card, Enter.</source>
        <translation>切牌：放好白色白咭，按 Enter。</translation>
    </message>
    <message>
        <source>Burn the cards: type how many, Enter.</source>
        <translation>销牌：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>Burn before the deal: type how many, Enter.</source>
        <translation>派牌前销牌：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>A bet pushed on after the cards are out: {bet}. Refuse it (R) before you go on.</source>
        <translation>开牌后才推上的注码：{bet}。先拒绝（R），再继续。</translation>
    </message>
    <message>
        <source>The shoe is to be closed: collect every commission box (select it, type the amount, Enter), then shuffle (S).</source>
        <translation>牌靴要收靴：先收取每个佣金格（选取，输入金额，按 Enter），然后洗牌（S）。</translation>
    </message>
    <message>
        <source>Card holders (art. 16): pass the face-down cards, the Player&apos;s first, to the seated bettor with the largest bet on that side: the seat&apos;s number then G (or select the bet, G); K if the dealer turns them.</source>
        <translation>持牌人（第16条）：把覆盖的牌交给该门下注最大的在座客人，先交闲家：输入座位号码再按 G（或选取其注码，按 G）；由荷官开牌则按 K。</translation>
    </message>
    <message>
        <source>Pass the third card on its own to its side&apos;s holder (the seat&apos;s number then G, or select the bet, G; K: the dealer turns it).</source>
        <translation>把第三张牌单独交给该门的持牌人（输入座位号码再按 G，或选取其注码，按 G；K：由荷官开牌）。</translation>
    </message>
    <message>
        <source>The holder turns the cards (art. 16): wait, then take them back face up (Enter) before any call.</source>
        <translation>持牌人开牌中（第16条）：请等候，开牌后把牌收回翻开摆好（Enter），才可报点。</translation>
    </message>
    <message>
        <source>Seat {0}: G passes the cards there</source>
        <translation>{0}号位：按 G 把牌交给该位</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>容易</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>繁忙</translation>
    </message>
    <message>
        <source>Full VIP table</source>
        <translation>满座贵宾台</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>a table that deducts commission</source>
        <translation>派彩扣佣的赌台</translation>
    </message>
    <message>
        <source>a commission-box table</source>
        <translation>佣金格赌台</translation>
    </message>
    <message>
        <source>a no-commission table</source>
        <translation>免佣赌台</translation>
    </message>
    <message>
        <source>awkward amounts</source>
        <translation>零碎注码</translation>
    </message>
    <message>
        <source>round amounts</source>
        <translation>整数注码</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>有副注</translation>
    </message>
    <message>
        <source>no side bets</source>
        <translation>没有副注</translation>
    </message>
    <message>
        <source>Seats filled {seats}, {amounts}, {sides}, faulty bets {faults}; best on {commission}.</source>
        <translation>坐满 {seats}，{amounts}，{sides}，错误注码 {faults}；适合{commission}。</translation>
    </message>
    <message>
        <source>Players buy in with notes and colour up when they leave, at baccarat and Sam Kong tables alike.</source>
        <translation>玩家会用钞票买码，离座时换大码；百家乐及三公赌台皆然。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to withdraw the bet.</source>
        <translation>和局之后：{bet} 要求收回注码。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to move it to {side}.</source>
        <translation>和局之后：{bet} 要求改押{side}。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to raise it to {amount}.</source>
        <translation>和局之后：{bet} 要求加注至 {amount}。</translation>
    </message>
    <message>
        <source>After the tie: {bet} asks to lower it to {amount}.</source>
        <translation>和局之后：{bet} 要求减注至 {amount}。</translation>
    </message>
    <message>
        <source>Return the stake (W), accept the change (A) or refuse it (X), as the table allows (art. 12).</source>
        <translation>按本台规则退回注码 (W)、接受更改 (A) 或拒绝 (X)（第12条）。</translation>
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
        <translation>减注</translation>
    </message>
    <message>
        <source>switch sides</source>
        <translation>改押另一门</translation>
    </message>
    <message>
        <source>this table allows only an increase</source>
        <translation>本台只准加注</translation>
    </message>
    <message>
        <source>this table allows no change after a tie</source>
        <translation>本台和局后不准更改</translation>
    </message>
    <message>
        <source>outside the table&apos;s limits</source>
        <translation>超出本台限额</translation>
    </message>
    <message>
        <source>Faulty bet ({0})</source>
        <translation>错误注码（{0}）</translation>
    </message>
    <message>
        <source>Bet after a tie ({0})</source>
        <translation>和局后的注码（{0}）</translation>
    </message>
    <message>
        <source>refuse the change: {0}</source>
        <translation>拒绝更改：{0}</translation>
    </message>
    <message>
        <source>return the stake</source>
        <translation>退回注码</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a step, then one more sentence</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>the dealer turns the cards</source>
        <translation>由荷官开牌</translation>
    </message>
    <message>
        <source>wait until the holders have turned the cards</source>
        <translation>等持牌人开牌后才报</translation>
    </message>
    <message>
        <source>pass the first two cards first</source>
        <translation>先交首两张牌</translation>
    </message>
    <message>
        <source>decide the third card first</source>
        <translation>先决定是否补第三张牌</translation>
    </message>
    <message>
        <source>pass the third card</source>
        <translation>交第三张牌</translation>
    </message>
    <message>
        <source>call the totals</source>
        <translation>报点数</translation>
    </message>
    <message>
        <source>call the result</source>
        <translation>报结果</translation>
    </message>
    <message>
        <source>the {0}&apos;s cards</source>
        <translation>{0}的牌</translation>
    </message>
    <message>
        <source>no seated bettor has a bet on the {side}: the dealer turns its cards</source>
        <translation>没有在座客人押{side}：这边的牌由荷官翻开</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house has the dealer turn the cards</source>
        <translation>{seats}号位押{side}的投注同为在座客人中最大（{amount}）：按场方规则由荷官翻牌</translation>
    </message>
    <message>
        <source>seats {seats} have the same largest seated bet on the {side} ({amount}): the house gives the cards to seat {seat}</source>
        <translation>{seats}号位押{side}的投注同为在座客人中最大（{amount}）：按场方规则把牌交给{seat}号位</translation>
    </message>
    <message>
        <source>seat {seat} has the largest seated bet on the {side} ({amount}): it holds and turns the {side}&apos;s cards</source>
        <translation>{seat}号位押{side}的投注在座客人中最大（{amount}）：由其持{side}的牌并翻牌</translation>
    </message>
    <message>
        <source>it is over the table&apos;s posted maximum for that bet</source>
        <translation>超过该台就此注公布的最高注码</translation>
    </message>
    <message>
        <source>it is under the table&apos;s posted minimum for that bet</source>
        <translation>低于该台就此注公布的最低注码</translation>
    </message>
    <message>
        <source>refuse {bet}: {posted}, a house limit no article sets</source>
        <translation>拒绝{bet}：{posted}，这是场方限额，并无条文规定</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Right: {expected}. You: {given}. Paid; go on (house practice, no article).</source>
        <translation>✗ {step}：金额正确，但筹码不是最少。正确：{expected}。你：{given}。已派彩，继续（赌场惯例，无条文）。</translation>
    </message>
    <message>
        <source>✗ {step}: right amount, not the fewest chips. Paid; go on.</source>
        <translation>✗ {step}：金额正确，但筹码不是最少。已派彩，继续。</translation>
    </message>
    <message>
        <source>✗ {step}: not right. Take the right step.</source>
        <translation>✗ {step}：不正确。请做正确的步骤。</translation>
    </message>
    <message>
        <source>Coup {coup}: {seconds} s.</source>
        <translation>第{coup}局：{seconds} 秒。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>没有错误。</translation>
    </message>
    <message>
        <source>Mistakes: {0}</source>
        <translation>错误：{0}</translation>
    </message>
    <message>
        <source>Faulty bets</source>
        <translation>错误注码</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>次序</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>报牌</translation>
    </message>
    <message>
        <source>Third cards</source>
        <translation>第三张牌</translation>
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
        <translation>和局后的注码</translation>
    </message>
    <message>
        <source>Cash and chips</source>
        <translation>现金与筹码</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>异常情况</translation>
    </message>
    <message>
        <source>Card holders</source>
        <translation>持牌人</translation>
    </message>
    <message>
        <source>Accuracy: {0}</source>
        <translation>准确率：{0}</translation>
    </message>
    <message>
        <source>{kind}: {right} of {total} right</source>
        <translation>{kind}：{total} 步中 {right} 步正确</translation>
    </message>
    <message numerus="yes">
        <source>Of the payouts not right: %n in the right amount but not the fewest chips</source>
        <translation>
            <numerusform>不正确的派彩中：%n 次金额正确但筹码不是最少</numerusform>
        </translation>
    </message>
    <message>
        <source>Coups per hour: {rate} (target {target})</source>
        <translation>每小时局数：{rate}（目标 {target}）</translation>
    </message>
    <message>
        <source>Median time per payout: {0} s</source>
        <translation>每次派彩的中位时间：{0} 秒</translation>
    </message>
    <message>
        <source>Coup {coup}, step {number}: {step}</source>
        <translation>第{coup}局，第{number}步：{step}</translation>
    </message>
    <message>
        <source>The table at coup {coup}, before step {number}</source>
        <translation>第{coup}局第{number}步之前的赌台</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>成绩表</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>&amp;Mistakes (pick one to see the table as it was):</source>
        <translation>错误(&amp;M)（选一项，查看当时的赌台）：</translation>
    </message>
    <message>
        <source>No mistakes in this shoe.</source>
        <translation>这靴牌没有错误。</translation>
    </message>
    <message>
        <source>Red, dashed: what you did. Green: the right step.</source>
        <translation>红色虚线：你的做法。绿色：正确的一步。</translation>
    </message>
    <message>
        <source>Leave this shoe?</source>
        <translation>离开这靴牌？</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. It is kept: open the Table again to deal on from this step.</source>
        <translation>这靴牌的第{0}局正在进行。这靴牌会保留：再次打开赌台，即可从这一步继续派牌。</translation>
    </message>
    <message>
        <source>Coup {0} of this shoe is under way. If you leave, the shoe ends here; every step you dealt is saved.</source>
        <translation>这靴牌的第{0}局正在进行。如果离开，这靴牌就在此结束；你已完成的每一步都已保存。</translation>
    </message>
    <message>
        <source>Press Enter to go on.</source>
        <translation>按 Enter 继续。</translation>
    </message>
    <message>
        <source>Hint: refuse {0}.</source>
        <translation>提示：拒绝{0}。</translation>
    </message>
    <message>
        <source>Hint: call no more bets (N).</source>
        <translation>提示：宣布停止下注（N）。</translation>
    </message>
    <message>
        <source>Hint: deal to the {0}.</source>
        <translation>提示：派牌给{0}。</translation>
    </message>
    <message>
        <source>Hint: Player {0}, Banker {1}.</source>
        <translation>提示：闲 {0}，庄 {1}。</translation>
    </message>
    <message>
        <source>Hint: draw (D).</source>
        <translation>提示：补牌（D）。</translation>
    </message>
    <message>
        <source>Hint: stand (S).</source>
        <translation>提示：不补（S）。</translation>
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
        <translation>提示：在第{seat}位佣金格记 {amount}。</translation>
    </message>
    <message>
        <source>Hint: return the stake (W).</source>
        <translation>提示：退回注码 (W)。</translation>
    </message>
    <message>
        <source>Hint: accept the change (A).</source>
        <translation>提示：接受更改 (A)。</translation>
    </message>
    <message>
        <source>Hint: refuse the change (X).</source>
        <translation>提示：拒绝更改 (X)。</translation>
    </message>
    <message>
        <source>Hint: collect {amount} from box {seat}.</source>
        <translation>提示：从第{seat}位佣金格收 {amount}。</translation>
    </message>
    <message>
        <source>Hint: the notes of seat {seat} come to {amount}.</source>
        <translation>提示：第{seat}位的钞票共{amount}。</translation>
    </message>
    <message>
        <source>Hint: the dealer turns these cards (K).</source>
        <translation>提示：这些牌由荷官开（K）。</translation>
    </message>
    <message>
        <source>Hint: give seat {seat} {chips}.</source>
        <translation>提示：给第{seat}位{chips}。</translation>
    </message>
    <message>
        <source>Not now: that is not this step of the coup.</source>
        <translation>现在不行：这不是本局的这一步。</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>离开(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keep dealing</source>
        <translation>继续派牌(&amp;K)</translation>
    </message>
    <message>
        <source>That bet is not on the layout.</source>
        <translation>台面上没有这注。</translation>
    </message>
    <message>
        <source>That seat has no bet this coup.</source>
        <translation>这个座位本局没有下注。</translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation>这张赌台没有这个座位。</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>这不是金额。</translation>
    </message>
    <message>
        <source>Pay with chips from the tray.</source>
        <translation>用筹码盘的筹码派彩。</translation>
    </message>
    <message>
        <source>A total is 0 to 9.</source>
        <translation>点数是 0 至 9。</translation>
    </message>
    <message>
        <source>That is not a choice here.</source>
        <translation>这里不能这样选。</translation>
    </message>
    <message>
        <source>That bet is settled already.</source>
        <translation>这注已经结算。</translation>
    </message>
    <message>
        <source>This table deducts commission: it has no boxes.</source>
        <translation>这张赌台派彩时扣佣：没有佣金格。</translation>
    </message>
    <message>
        <source>That box is not due: its player is still at the table.</source>
        <translation>这个佣金格未到期：玩家仍在台上。</translation>
    </message>
    <message>
        <source>Read the feedback, then press Enter to go on.</source>
        <translation>先看反馈，然后按 Enter 继续。</translation>
    </message>
    <message>
        <source>Select a bet first: arrows or Tab, or click it.</source>
        <translation>先选取一注：用方向键或 Tab，或点击。</translation>
    </message>
    <message>
        <source>Select a due commission box first: arrows, or click it.</source>
        <translation>先选取到期的佣金格：用方向键，或点击。</translation>
    </message>
    <message>
        <source>Start a shoe first.</source>
        <translation>先开始一个牌靴。</translation>
    </message>
    <message>
        <source>No hints against the clock.</source>
        <translation>计时模式没有提示。</translation>
    </message>
    <message>
        <source>No bettor is asking about a bet left by a tie.</source>
        <translation>没有客人就和局留下的注码提出要求。</translation>
    </message>
    <message>
        <source>No player has notes or chips to change at that seat.</source>
        <translation>该位置没有玩家要兑换钞票或筹码。</translation>
    </message>
    <message>
        <source>Count the notes first: type the amount, Enter.</source>
        <translation>先点算钞票：输入金额，按 Enter。</translation>
    </message>
    <message>
        <source>Type how many cards to burn, then Enter.</source>
        <translation>先输入要销的张数，再按 Enter。</translation>
    </message>
    <message>
        <source>This bet loses: take it with T. There is nothing to pay.</source>
        <translation>这注输了：按T收回，无须派彩。</translation>
    </message>
    <message>
        <source>That is not a step of the coup.</source>
        <translation>这不是牌局的步骤。</translation>
    </message>
    <message>
        <source>Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.</source>
        <translation>请输入你付出的筹码，例如 2x1k 3x100 50，然后按 Enter。</translation>
    </message>
    <message>
        <source>{0} chips: that is more chips than any payout needs.</source>
        <translation>{0}筹码：数量比任何派彩所需的都多。</translation>
    </message>
    <message>
        <source>{0}: not a chip. Type a chip&apos;s key (e.g. 100, 1k), or count x key (e.g. 3x100).</source>
        <translation>{0}：不是筹码。请输入筹码的按键（例如 100、1k），或“数量 x 按键”（例如 3x100）。</translation>
    </message>
    <message>
        <source>Seat {0} is leaving and hands in small chips: colour them up for the fewest larger chips (type them, e.g. 2x1k 500, Enter).</source>
        <translation>第{0}位离座，交来小码：换成最少的大码（输入筹码，例如 2x1k 500，按 Enter）。</translation>
    </message>
    <message>
        <source>Seat {0} buys in with notes: count them and type the amount, Enter.</source>
        <translation>第{0}位用钞票买码：点算后输入金额，按 Enter。</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount} and asks for {count} × {chip} chips: give those, the rest in the fewest chips (type them, Enter).</source>
        <translation>第{seat}位买码{amount}，要{count} × {chip}筹码：照给，其余用最少筹码（输入筹码，按 Enter）。</translation>
    </message>
    <message>
        <source>Seat {seat} buys in for {amount}: give it in the fewest chips (type them, e.g. 2x1k 3x100, Enter).</source>
        <translation>第{seat}位买码{amount}：用最少筹码找给（输入筹码，例如 2x1k 3x100，按 Enter）。</translation>
    </message>
    <message>
        <source>Change (Enter)</source>
        <translation>兑换 (Enter)</translation>
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
        <translation>派牌：P 派闲家的牌，B 派庄家的牌。</translation>
    </message>
    <message>
        <source>A late bet: {bet}, placed after no more bets. Refuse it (R) before the first card.</source>
        <translation>迟来的注码：{bet}，停止下注后才下注。派第一张牌之前拒绝（R）。</translation>
    </message>
    <message>
        <source>{article}, Lesson {number}</source>
        <translation>{article}，第 {number} 课</translation>
    </message>
    <message>
        <source>{bet} is within the table&apos;s rules: accept it</source>
        <translation>{bet} 符合本台规则：应接受</translation>
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
        <translation>你标了闲对：但没有闲对</translation>
    </message>
    <message>
        <source>you marked Banker pair: there is none</source>
        <translation>你标了庄对：但没有庄对</translation>
    </message>
    <message>
        <source>you marked natural: there is none</source>
        <translation>你标了例牌：但没有例牌</translation>
    </message>
    <message>
        <source>you marked Banker 6: the Banker did not win with 6</source>
        <translation>你标了庄6点赢：庄家不是以6点赢</translation>
    </message>
    <message>
        <source>you did not mark Player pair: there is one</source>
        <translation>你没有标闲对：但有闲对</translation>
    </message>
    <message>
        <source>you did not mark Banker pair: there is one</source>
        <translation>你没有标庄对：但有庄对</translation>
    </message>
    <message>
        <source>you did not mark natural: there is one</source>
        <translation>你没有标例牌：但有例牌</translation>
    </message>
    <message>
        <source>you did not mark Banker 6: the Banker won with 6</source>
        <translation>你没有标庄6点赢：庄家以6点赢</translation>
    </message>
    <message>
        <source>refuse {bet}</source>
        <translation>拒绝{bet}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the facts of a step</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Lesson {0} (L)</source>
        <translation>第 {0} 课 (L)</translation>
    </message>
    <message>
        <source>Card stays (K)</source>
        <translation>牌照用 (K)</translation>
    </message>
    <message>
        <source>Correct it (F)</source>
        <translation>即时更正 (F)</translation>
    </message>
    <message>
        <source>Burn the card (U)</source>
        <translation>销牌 (U)</translation>
    </message>
    <message>
        <source>Void the coup (V)</source>
        <translation>该局作废 (V)</translation>
    </message>
    <message>
        <source>the card stays, the coup goes on</source>
        <translation>牌照用，该局继续</translation>
    </message>
    <message>
        <source>correct the error</source>
        <translation>即时更正错误</translation>
    </message>
    <message>
        <source>burn the card</source>
        <translation>销掉该牌</translation>
    </message>
    <message>
        <source>void the coup</source>
        <translation>该局作废</translation>
    </message>
    <message>
        <source>Exposed card</source>
        <translation>翻开的牌</translation>
    </message>
    <message>
        <source>Misdeal: two cards together</source>
        <translation>派错牌：两张牌一起出</translation>
    </message>
    <message>
        <source>Misdeal: card on the wrong hand</source>
        <translation>派错牌：牌派错一家</translation>
    </message>
    <message>
        <source>Misdeal: third card where the hand stands</source>
        <translation>派错牌：不应补牌却补了牌</translation>
    </message>
    <message>
        <source>Misdeal: cards out of order, seen</source>
        <translation>派错牌：次序错误，已开牌</translation>
    </message>
    <message>
        <source>The {card} came out of the shoe face up, for the {hand}.</source>
        <translation>{card} 从牌靴出来时是翻开的，派给{hand}。</translation>
    </message>
    <message>
        <source>Two cards came out together for the {hand}: the {card} is the one under (ringed: it came out face down, not exposed).</source>
        <translation>派给{hand}时两张牌一起出来：下面那张 {card}（圈出者）出来时是盖着的，并非翻开。</translation>
    </message>
    <message>
        <source>The {card} was laid face down at the wrong hand (ringed where it lies): it is the {hand}&apos;s.</source>
        <translation>{card} 盖着放到了错的一家（圈出处即其所在）：它属于{hand}。</translation>
    </message>
    <message>
        <source>The {hand} stands, but the {card} was given to it.</source>
        <translation>{hand}不应补牌，却派了 {card}。</translation>
    </message>
    <message>
        <source>The hands are turned, and the {card} was dealt out of order: it lay on the wrong side when they were turned.</source>
        <translation>两家已开牌，才发现 {card} 派错次序：开牌时它放错了一边。</translation>
    </message>
    <message>
        <source>Card stays (K), correct it (F), burn the card (U) or void the coup (V)? Arts. 4 and 10.</source>
        <translation>牌照用 (K)、即时更正 (F)、销牌 (U) 还是该局作废 (V)？第四条及第十条。</translation>
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
        <translation>提示：即时更正（F）。</translation>
    </message>
    <message>
        <source>Hint: burn the card (U).</source>
        <translation>提示：销牌（U）。</translation>
    </message>
    <message>
        <source>Hint: void the coup (V).</source>
        <translation>提示：该局作废（V）。</translation>
    </message>
    <message numerus="yes">
        <source>Void coups (art. 10): %n, every bet returned</source>
        <translation>
            <numerusform>作废的局（第十条）：%n，所有注码退回</numerusform>
        </translation>
    </message>
    <message>
        <source>Coup {0} is void: every bet returned, nothing paid or taken.</source>
        <translation>第{0}局作废：所有注码退回，不赔不收。</translation>
    </message>
    <message>
        <source>The dealer turns</source>
        <translation>荷官开牌</translation>
    </message>
    <message>
        <source>Seat {0} turns</source>
        <translation>{0}号位开牌</translation>
    </message>
    <message>
        <source>Face down: pass</source>
        <translation>覆盖：待交牌</translation>
    </message>
    <message>
        <source>Cards behind the cut card: {0}</source>
        <translation>白咭后面的牌：{0} 张</translation>
    </message>
    <message>
        <source>Shuffler</source>
        <translation>洗牌机</translation>
    </message>
    <message>
        <source>You cut the shuffled cards.</source>
        <translation>由你切洗好的牌。</translation>
    </message>
    <message>
        <source>Seat {0} cut the shuffled cards.</source>
        <translation>{0} 号座位的玩家切了洗好的牌。</translation>
    </message>
    <message>
        <source>{who} Place the white cut card: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who}放入白色白咭：←/→ 移动（PgUp/PgDn 一副牌），或点按牌叠，按 Enter 放下。{where}。</translation>
    </message>
    <message>
        <source>as many as decks: {0}</source>
        <translation>与牌副数相同的张数：{0}</translation>
    </message>
    <message>
        <source>the first card&apos;s value</source>
        <translation>第一张牌的点数</translation>
    </message>
    <message>
        <source>the house&apos;s fixed count</source>
        <translation>场方定下的固定张数</translation>
    </message>
    <message>
        <source>Burn the cards (the house burns {0}): type how many, Enter.</source>
        <translation>销牌（本场销{0}）：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>The first card is {card}. {burn}</source>
        <translation>第一张牌是 {card}。{burn}</translation>
    </message>
    <message>
        <source>Before the deal, burn the house&apos;s cards for each coup (art. 8): type how many, Enter.</source>
        <translation>派牌前，按场方规定每局销牌（第八条）：输入张数，按 Enter。</translation>
    </message>
    <message>
        <source>Put the last coup&apos;s cards back into the shuffler (M) before the bets.</source>
        <translation>开始下注前，先把上一局的牌放回洗牌机（M）。</translation>
    </message>
    <message>
        <source>Cards: {0}</source>
        <translation>张数：{0}</translation>
    </message>
    <message>
        <source>Placing the cut card</source>
        <translation>放白咭</translation>
    </message>
    <message>
        <source>Burning at the start of the shoe</source>
        <translation>开靴销牌</translation>
    </message>
    <message>
        <source>Burning before a coup</source>
        <translation>每局前销牌</translation>
    </message>
    <message>
        <source>Cards back into the shuffler</source>
        <translation>把牌放回洗牌机</translation>
    </message>
    <message>
        <source>The shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>the cut card {0} to {1} cards from the end</source>
        <translation>白咭放在距尾 {0} 至 {1} 张牌之间</translation>
    </message>
    <message>
        <source>the cut card at {0} from the end</source>
        <translation>白咭放在距尾 {0} 张</translation>
    </message>
    <message>
        <source>cards burnt: {0}</source>
        <translation>销牌张数：{0}</translation>
    </message>
    <message>
        <source>Hint: place the cut card at {0} from the end.</source>
        <translation>提示：把白咭放在距尾 {0} 张。</translation>
    </message>
    <message>
        <source>Hint: cards to burn: {0}.</source>
        <translation>提示：要销 {0} 张牌。</translation>
    </message>
    <message>
        <source>put the cards back into the shuffler</source>
        <translation>把牌放回洗牌机</translation>
    </message>
    <message>
        <source>{who} Place the white cut card at least {low} cards from the end (art. 2), at most {high}: ←/→ move it (PgUp/PgDn a deck) or click the stack, Enter places it. {where}.</source>
        <translation>{who}把白咭放在距牌尾最少 {low} 张处（第2条），最多 {high} 张：←/→ 移动（PgUp/PgDn 一副牌），或点按牌叠，按 Enter 放下。{where}。</translation>
    </message>
    <message>
        <source>Hint: put the cards back into the shuffler (M).</source>
        <translation>提示：把牌放回洗牌机（M）。</translation>
    </message>
    <message>
        <source>Place cut card (Enter)</source>
        <translation>放白咭 (Enter)</translation>
    </message>
    <message>
        <source>Burn (Enter)</source>
        <translation>销牌 (Enter)</translation>
    </message>
    <message>
        <source>Cards to shuffler (M)</source>
        <translation>牌放回洗牌机 (M)</translation>
    </message>
    <message>
        <source>Grant demonstration (G)</source>
        <translation>准许示范局 (G)</translation>
    </message>
    <message>
        <source>Refuse demonstration (F)</source>
        <translation>拒绝示范局 (F)</translation>
    </message>
    <message>
        <source>Last: this and one more (L)</source>
        <translation>最后：本局再多一局 (L)</translation>
    </message>
    <message>
        <source>Last: this coup (O)</source>
        <translation>最后：本局 (O)</translation>
    </message>
    <message>
        <source>New decks (E)</source>
        <translation>换新牌 (E)</translation>
    </message>
    <message>
        <source>Shuffle (S)</source>
        <translation>洗牌 (S)</translation>
    </message>
    <message>
        <source>A player asks for a demonstration coup (art. 2): grant it (G) or refuse it (F). Up to three a shoe, no bets on it.</source>
        <translation>有玩家要求示范局（第2条）：准许（G）或拒绝（F）。每靴最多三局，示范局不得下注。</translation>
    </message>
    <message>
        <source>Demonstration coup {n}: Player {p}, Banker {b}. {ask}</source>
        <translation>第{n}个示范局：闲 {p}，庄 {b}。{ask}</translation>
    </message>
    <message>
        <source>A damaged or marked card ({0}) is out: call for new decks (E) before anything else (art. 3).</source>
        <translation>出现损坏或有记号的牌（{0}）：先要求换新牌（E），其他步骤稍后（第3条）。</translation>
    </message>
    <message>
        <source>The cut card is out: announce the last coup (L: this coup and one more; O: this coup is the last; art. 3).</source>
        <translation>白咭已出：宣布最后一局（L：本局再多一局；O：本局是最后一局；第3条）。</translation>
    </message>
    <message>
        <source>The pit boss asks for a new shoe: close this one and shuffle (S); no more coups from it (art. 3).</source>
        <translation>赌区主任要求换靴：收起这靴并洗牌（S）；这靴不再开局（第3条）。</translation>
    </message>
    <message>
        <source>The last coup is dealt: shuffle (S); no coup past the last one (art. 3).</source>
        <translation>最后一局已派完：洗牌（S）；最后一局之后不得再开局（第3条）。</translation>
    </message>
    <message>
        <source>grant the demonstration coup</source>
        <translation>准许示范局</translation>
    </message>
    <message>
        <source>refuse the demonstration coup</source>
        <translation>拒绝示范局</translation>
    </message>
    <message>
        <source>announce: this coup and one more</source>
        <translation>宣布：本局再多一局</translation>
    </message>
    <message>
        <source>announce: this coup is the last</source>
        <translation>宣布：本局是最后一局</translation>
    </message>
    <message>
        <source>nothing yet: the cut card is not out</source>
        <translation>暂时不用：白咭未出</translation>
    </message>
    <message>
        <source>new decks</source>
        <translation>换新牌</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Demonstration coup</source>
        <translation>示范局</translation>
    </message>
    <message>
        <source>Bets on a demonstration coup</source>
        <translation>示范局时收注</translation>
    </message>
    <message>
        <source>Announcing the last coup</source>
        <translation>宣布最后一局</translation>
    </message>
    <message>
        <source>Closing the shoe</source>
        <translation>收靴</translation>
    </message>
    <message>
        <source>Damaged card</source>
        <translation>损坏的牌</translation>
    </message>
    <message>
        <source>Hint: grant the demonstration coup (G).</source>
        <translation>提示：准许示范局（G）。</translation>
    </message>
    <message>
        <source>Hint: refuse the demonstration coup (F).</source>
        <translation>提示：拒绝示范局（F）。</translation>
    </message>
    <message>
        <source>Hint: announce this coup and one more (L).</source>
        <translation>提示：宣布本局再多一局（L）。</translation>
    </message>
    <message>
        <source>Hint: announce this coup is the last (O).</source>
        <translation>提示：宣布本局是最后一局（O）。</translation>
    </message>
    <message>
        <source>Hint: call for new decks (E).</source>
        <translation>提示：要求换新牌（E）。</translation>
    </message>
    <message>
        <source>Hint: shuffle (S).</source>
        <translation>提示：洗牌（S）。</translation>
    </message>
    <message>
        <source>House procedure</source>
        <translation>本场规程</translation>
    </message>
    <message>
        <source>{0} decks in a shuffler (art. 2)</source>
        <translation>{0} 副牌，洗牌机（第2条）</translation>
    </message>
    <message>
        <source>burn as decks</source>
        <translation>销牌张数同副数</translation>
    </message>
    <message>
        <source>burn 1st card&apos;s value</source>
        <translation>销首张牌点数</translation>
    </message>
    <message>
        <source>burn {0}</source>
        <translation>销 {0} 张</translation>
    </message>
    <message>
        <source>{decks} decks, {burn} (art. 2)</source>
        <translation>{decks} 副牌，{burn}（第2条）</translation>
    </message>
    <message>
        <source>Burn {0} each coup (art. 8)</source>
        <translation>每局前销 {0} 张（第8条）</translation>
    </message>
    <message>
        <source>Last coup: this + 1 more (art. 3)</source>
        <translation>最后一局：本局再多一局（第3条）</translation>
    </message>
    <message>
        <source>Last coup: this one (art. 3)</source>
        <translation>最后一局：本局（第3条）</translation>
    </message>
    <message>
        <source>Demo coups: up to {0} (art. 2)</source>
        <translation>示范局：最多 {0} 局（第2条）</translation>
    </message>
    <message>
        <source>No demo coups here (art. 2)</source>
        <translation>本台不设示范局（第2条）</translation>
    </message>
    <message>
        <source>Card holder: largest bet (art. 16)</source>
        <translation>持牌人：最大注码（第16条）</translation>
    </message>
    <message>
        <source>Next coup is the last</source>
        <translation>下一局为最后一局</translation>
    </message>
    <message>
        <source>Last coup of the shoe</source>
        <translation>本靴最后一局</translation>
    </message>
</context>
<context>
    <name>TodayPage</name>
    <message>
        <source>Today</source>
        <translation>今天</translation>
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
        <translation>待复习</translation>
    </message>
    <message>
        <source>Today&apos;s goal</source>
        <translation>今天的目标</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>连续练习</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一课</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Practice over the last 12 months</source>
        <translation>过去12个月的练习</translation>
    </message>
    <message>
        <source>{0}  {1}: {2} due · {3} new</source>
        <translation>{0}  {1}：{2} 项到期 · {3} 项新</translation>
    </message>
    <message>
        <source>Press {0} to start this drill&apos;s due reviews</source>
        <translation>按 {0} 开始复习这项练习的到期项目</translation>
    </message>
    <message>
        <source>Press {0} to deal at the Table</source>
        <translation>按 {0} 到赌台派牌</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the baccarat Table, {1} the Sam Kong Table.</source>
        <translation>赌台：你在赌台上做错的步骤种类会像练习题一样再次到期；派一靴牌时便会复习。按 {0} 打开百家乐赌台，按 {1} 打开三公百家乐赌台。</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Sam Kong Table.</source>
        <translation>赌台：你在赌台上做错的步骤种类会像练习题一样再次到期；派一靴牌时便会复习。按 {0} 打开三公百家乐赌台。</translation>
    </message>
    <message>
        <source>Table: the kinds of step you got wrong at the Table come due again, as a drill&apos;s questions do; they are reviewed as you deal a shoe. Press {0} to open the Table.</source>
        <translation>赌台：你在赌台上做错的步骤种类会像练习题一样再次到期；派一靴牌时便会复习。按 {0} 打开赌台。</translation>
    </message>
    <message>
        <source>Nothing is due: every review is up to date.</source>
        <translation>没有到期项目：所有复习都已完成。</translation>
    </message>
    <message>
        <source>Today could not be read ({0}). It is read again when you come back here.</source>
        <translation>无法读取“今天”页面（{0}）。你回到这里时会再读取一次。</translation>
    </message>
    <message>
        <source>Nothing is due in {0}: every review is up to date. Practise it freely from Practice (Ctrl+1).</source>
        <translation>{0}暂时没有到期项目，所有复习都已完成。可到“练习”（Ctrl+1）自由练习。</translation>
    </message>
    <message>
        <source>Start with lesson {0}: {1}. Press L to open it.</source>
        <translation>从第 {0} 课开始：{1}。按 L 打开。</translation>
    </message>
    <message>
        <source>Start with any drill below: press 1.</source>
        <translation>从下面任何一项练习开始：按 1。</translation>
    </message>
    <message>
        <source>{0} of {1} minutes</source>
        <translation>{0} / {1} 分钟</translation>
    </message>
    <message>
        <source>{0} of {1} answers</source>
        <translation>{0} / {1} 题</translation>
    </message>
    <message>
        <source>{0} — goal reached, well done!</source>
        <translation>{0} — 已达到目标，做得好！</translation>
    </message>
    <message>
        <source>A Table coup, or a Sam Kong round, counts as one answer.</source>
        <translation>百家乐赌台的每一局、三公百家乐赌台的每一局，都算作一题。</translation>
    </message>
    <message>
        <source>Answer one question today to start a streak.</source>
        <translation>今天答一题，就开始连续练习。</translation>
    </message>
    <message>
        <source>Days in a row: {0}, today included.</source>
        <translation>连续 {0} 天，包括今天。</translation>
    </message>
    <message>
        <source>Days in a row: {0}. Practise today to keep it going.</source>
        <translation>连续 {0} 天。今天练习就能保持下去。</translation>
    </message>
    <message>
        <source>A missed day was kept: {0}.</source>
        <translation>有一天没有练习，已为你保留：{0}。</translation>
    </message>
    <message>
        <source>If you miss a day this week, it will be kept.</source>
        <translation>本周如有一天没有练习，会为你保留。</translation>
    </message>
    <message>
        <source>Lesson {0}: {1}</source>
        <translation>第 {0} 课：{1}</translation>
    </message>
    <message>
        <source>L  Open the lesson</source>
        <translation>L  打开课程</translation>
    </message>
    <message>
        <source>Every lesson is passed.</source>
        <translation>所有课程都已通过。</translation>
    </message>
    <message>
        <source>No homework set.</source>
        <translation>暂无作业。</translation>
    </message>
    <message>
        <source>Lesson no longer available ({0})</source>
        <translation>课程已不再提供（{0}）</translation>
    </message>
    <message>
        <source>Lesson: {0}</source>
        <translation>课程：{0}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>作答%n题</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} right over the last {1}</source>
        <translation>最近 {1} 题答对 {0}</translation>
    </message>
    <message>
        <source>median {0} over the last {1}</source>
        <translation>最近 {1} 题中位数 {0}</translation>
    </message>
    <message>
        <source>all due reviews cleared</source>
        <translation>完成所有到期复习</translation>
    </message>
    <message>
        <source>pass the check</source>
        <translation>通过测验</translation>
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
        <translation>已过到期日</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>暂未能计算</translation>
    </message>
    <message>
        <source>No exam assigned.</source>
        <translation>暂无指定考试。</translation>
    </message>
    <message>
        <source>opens {0}, closes {1}</source>
        <translation>{0} 开放，{1} 截止</translation>
    </message>
    <message>
        <source>opens {0}</source>
        <translation>{0} 开放</translation>
    </message>
    <message>
        <source>closes {0}</source>
        <translation>{0} 截止</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>现已开放</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>E  Go to exams</source>
        <translation>E  前往考试</translation>
    </message>
    <message>
        <source>Your practice days will fill this calendar.</source>
        <translation>你练习的日子会填满这个日历。</translation>
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
        <translation>{0} 答题数：{1}</translation>
    </message>
    <message>
        <source>Days practised: {0}. Answers: {1}.</source>
        <translation>练习天数：{0}。答题数：{1}。</translation>
    </message>
</context>
<context>
    <name>TraineeDesk</name>
    <message>
        <source>Exam in progress</source>
        <translation>考试进行中</translation>
    </message>
    <message>
        <source>An exam sitting is running.</source>
        <translation>一场考试正在进行。</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open on the school server and its clock keeps running. When you sign in again, the proctor approves it on their own desk and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>如果你现在关闭荷官培训，该场考试会在学校服务器上保持打开，计时继续。你再次登录时，监考人在自己的电脑上批准，便以剩余的时间继续作答同一批题目（如本考试如此规定，则该场考试会以未完成结束）。绝不会抽出新题目。

仍然关闭？</translation>
    </message>
    <message>
        <source>If you close Dealer Trainer now, the sitting stays open and its clock keeps running. When you sign in again, the proctor enters their password and the same questions go on with the time that is left (or the sitting is closed as incomplete, if this exam says so). No new questions are ever drawn.

Close anyway?</source>
        <translation>如果你现在关闭荷官培训，该场考试会保持打开，计时继续。你再次登录时，监考人输入密码，便以剩余的时间继续作答同一批题目（如本考试如此规定，则该场考试会以未完成结束）。绝不会抽出新题目。

仍然关闭？</translation>
    </message>
    <message>
        <source>No exam is open to you now. Your instructor assigns exams to your cohort.</source>
        <translation>你现在没有可参加的考试。导师会把考试指派给你的班级。</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” on the desk {1} has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>你在电脑 {1} 上的“{0}”考试已经结束。导师可以看到成绩，或作废的原因。</translation>
    </message>
    <message>
        <source>Your sitting of “{0}” has ended. Your instructor sees its result, or why it was voided.</source>
        <translation>你的“{0}”考试已经结束。导师可以看到成绩，或作废的原因。</translation>
    </message>
    <message>
        <source>, {0} s per question</source>
        <translation>，每题{0}秒</translation>
    </message>
    <message numerus="yes">
        <source>Sam Kong Table “{0}”: %n round(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>三公百家乐赌台「{0}」：%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam running on another desk: {0}</source>
        <translation>考试正在另一台电脑上进行：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Your sitting is running on the desk {0} now: all {2} questions are answered and %n step(s) were taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>
            <numerusform>你的考试正在电脑 {0} 上进行：{2} 题已全部作答，并已在赌台做了 %n 步；时间会在{3}（澳门时间）结束。

每场考试同一时间只能在一台电脑上进行：请在 {0} 继续作答。如该电脑已停止，待它两分钟没有活动后，监考人可在这里继续考试。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sitting is running on the desk {0} now: {1} of {2} questions answered; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>你的考试正在电脑 {0} 上进行：已答{2}题中的{1}题；时间会在{3}（澳门时间）结束。

每场考试同一时间只能在一台电脑上进行：请在 {0} 继续作答。如该电脑已停止，待它两分钟没有活动后，监考人可在这里继续考试。</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting here…</source>
        <translation>监考人：在这里继续考试…</translation>
    </message>
    <message>
        <source>Exam interrupted: {0}</source>
        <translation>考试中断：{0}</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor approves it on their own desk, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。本考试不允许继续：监考人在自己的电脑上批准后，这场考试会以未完成结束，当作不合格。你的导师可以批准重考。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. This exam does not allow resuming: when the proctor enters their name and password, the sitting is closed as incomplete, which counts as not passed. Your instructor can grant a retake.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。本考试不允许继续：监考人输入名称及密码后，这场考试会以未完成结束，当作不合格。你的导师可以批准重考。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。该场考试仍然打开，计时一直继续：时间会在{2}（澳门时间）结束。

请监考人输入名称及密码。同一批题目会以剩余的时间继续。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。该场考试仍然打开，计时一直继续：时间会在{2}（澳门时间）结束。

请按下面的按钮：监考人在自己的电脑上批准，密码不会在这里输入。同一批题目会以剩余的时间继续。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Press the button below: the proctor approves it on their own desk, no password is typed here. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。该场考试仍然打开，计时一直继续：时间会在{2}（澳门时间）结束。

请按下面的按钮：监考人在自己的电脑上批准，密码不会在这里输入。同一批题目会以剩余的时间继续；如本考试不允许继续，则会以未完成结束。</translation>
    </message>
    <message>
        <source>Your sitting was interrupted after {0} of {1} questions. It is still open and its clock kept running: the time runs out at {2} (Macau time).

Ask the proctor to enter their name and password. The same questions go on with the time that is left; if this exam does not allow resuming, it is closed as incomplete.</source>
        <translation>你的考试在{1}题中的第{0}题后中断。该场考试仍然打开，计时一直继续：时间会在{2}（澳门时间）结束。

请监考人输入名称及密码。同一批题目会以剩余的时间继续；如本考试不允许继续，则会以未完成结束。</translation>
    </message>
    <message>
        <source>Proctor: continue the sitting…</source>
        <translation>监考人：继续考试…</translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same round and step.</source>
        <translation>
            <numerusform>三公百家乐赌台上已完成 %n 个步骤：会在同一局、同一步骤继续。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup (or round) and step.</source>
        <translation>
            <numerusform>赌台上已完成 %n 个步骤：会在同一局、同一步骤继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the exam: proctor</source>
        <translation>开始考试：监考人</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to start “{0}” for {1}. The clock starts at once.</source>
        <translation>监考人：请输入你的登录名及密码，为{1}开始“{0}”。计时会立即开始。</translation>
    </message>
    <message>
        <source>Proctor: enter your sign-in name and password to reopen {0}&apos;s sitting.</source>
        <translation>监考人：请输入你的登录名及密码，重开{0}的考试。</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登录名(&amp;N)</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor approves the sitting on their own desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>你可以参加的考试。监考人会在自己的电脑上批准考试。考试期间只显示考试：没有提示、没有反馈、有倒计时，结束时显示成绩。</translation>
    </message>
    <message>
        <source>The exams open to you. A proctor starts the sitting at your desk. During the exam only the exam is shown: no hints, no feedback, a countdown, and the result at the end.</source>
        <translation>你可以参加的考试。监考人会在你的座位开始考试。考试期间只显示考试：没有提示、没有反馈、有倒计时，结束时显示成绩。</translation>
    </message>
    <message>
        <source>Continue the exam: proctor</source>
        <translation>继续考试：监考人</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table “{0}”: %n coup(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>赌台「{0}」：%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} — {1} in {2}{3} · pass mark {4}% · attempts left {5} of {6}</source>
        <comment>the exam list: {1} is what the exam asks</comment>
        <translation>{0} — {1}，限时{2}{3} · 合格分数{4}% · 剩余应考次数{5}（共{6}次）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of an exam</comment>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup and step.</source>
        <translation>
            <numerusform>赌台上已完成 %n 个步骤：会在同一局、同一步骤继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Start with the proctor…  [Enter]</source>
        <translation>与监考人一起开始…  [Enter]</translation>
    </message>
</context>
<context>
    <name>TraineeDialog</name>
    <message>
        <source>Add a trainee</source>
        <translation>添加学员</translation>
    </message>
    <message>
        <source>(no cohort)</source>
        <translation>（无班级）</translation>
    </message>
    <message>
        <source>4 to 12 digits</source>
        <translation>4至12位数字</translation>
    </message>
    <message>
        <source>Sign-in &amp;name</source>
        <translation>登录名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>显示名称(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cohort</source>
        <translation>班级(&amp;C)</translation>
    </message>
    <message>
        <source>First &amp;PIN</source>
        <translation>初始PIN码(&amp;P)</translation>
    </message>
</context>
<context>
    <name>TraineeExamsTab</name>
    <message>
        <source>Exams</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Choose a trainee to see their exams.</source>
        <translation>请选择一名学员，查看其考试。</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s), {0} passed.</source>
        <translation>
            <numerusform>%n场考试，{0}场合格。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}, attempt {2}, counts.</source>
        <translation>{0}：{1}，第{2}次，计算成绩。</translation>
    </message>
    <message>
        <source>{0} with altered records (in red).</source>
        <translation>{0}场记录曾被改动（红色显示）。</translation>
    </message>
    <message>
        <source>No exam sat yet.</source>
        <translation>尚未应考。</translation>
    </message>
    <message>
        <source>&amp;Review sitting…</source>
        <translation>复核考试(&amp;R)…</translation>
    </message>
</context>
<context>
    <name>UpdatedLabel</name>
    <message>
        <source>Live updates paused: reconnecting…</source>
        <translation>实时更新已暂停：正在重新连接…</translation>
    </message>
    <message>
        <source>Updated {0}</source>
        <translation>更新于 {0}</translation>
    </message>
    <message>
        <source>Changes made on any desk show here within a second.</source>
        <translation>任何一台电脑上的更改，一秒内就会在这里显示。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>All drills</source>
        <translation>所有练习</translation>
    </message>
    <message>
        <source>Draw decisions</source>
        <translation>补牌判断</translation>
    </message>
    <message>
        <source>Sam Kong levels</source>
        <translation>三公牌级</translation>
    </message>
    <message>
        <source>Sam Kong doors</source>
        <translation>三公门位输赢</translation>
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
        <translation>闲家</translation>
    </message>
    <message>
        <source>Banker 莊</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Banker 莊家</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸运6</translation>
    </message>
    <message>
        <source>door {0} vs banker</source>
        <translation>第{0}门对庄家</translation>
    </message>
    <message>
        <source>tie on door {0}</source>
        <translation>第{0}门和局</translation>
    </message>
    <message>
        <source>banker point {0}</source>
        <translation>庄家{0}点</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>单</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Call the coup</source>
        <translation>报牌</translation>
    </message>
    <message>
        <source>Commission and payouts</source>
        <translation>佣金及派彩</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>赌台</translation>
    </message>
    <message>
        <source>Sam Kong Table</source>
        <translation>三公百家乐赌台</translation>
    </message>
    <message>
        <source>Baccarat Table</source>
        <translation>百家乐赌台</translation>
    </message>
    <message>
        <source>Mass floor HK$300</source>
        <translation>中场 HK$300</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000</source>
        <translation>中场 HK$1,000</translation>
    </message>
    <message>
        <source>Premium mass HK$5,000</source>
        <translation>高级中场 HK$5,000</translation>
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
        <translation>同色赔付 HK$2,000</translation>
    </message>
    <message>
        <source>Mass HK$1,000, tie: may change</source>
        <translation>中场 HK$1,000，和局后可改注</translation>
    </message>
    <message>
        <source>SJM HK$500, tie: increase only</source>
        <translation>澳博 HK$500，和局后只可加注</translation>
    </message>
    <message>
        <source>VIP card holder (squeeze) HK$5,000</source>
        <translation>贵宾咪牌台 HK$5,000</translation>
    </message>
    <message>
        <source>Shuffler table HK$500</source>
        <translation>洗牌机赌台 HK$500</translation>
    </message>
    <message>
        <source>Sam Kong, six doors, shoe HK$100</source>
        <translation>三公，六门，牌靴 HK$100</translation>
    </message>
    <message>
        <source>Sam Kong, five doors, one-deck box HK$100</source>
        <translation>三公，五门，一副牌盒 HK$100</translation>
    </message>
    <message>
        <source>Sam Kong VIP, eight doors HK$1,000</source>
        <translation>三公贵宾，八门 HK$1,000</translation>
    </message>
    <message>
        <source>door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>point</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>even</source>
        <translation>双</translation>
    </message>
    <message>
        <source>三公</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>{bet} on door {door}</source>
        <comment>a Sam Kong bet placed on a door</comment>
        <translation>第{door}门{bet}</translation>
    </message>
    <message>
        <source>Three faces</source>
        <translation>三公</translation>
    </message>
    <message>
        <source>Two faces {points}</source>
        <translation>双公{points}点</translation>
    </message>
    <message>
        <source>One face {points}</source>
        <translation>单公{points}点</translation>
    </message>
    <message>
        <source>No face {points}</source>
        <translation>无公{points}点</translation>
    </message>
    <message>
        <source>{hant} — {words}</source>
        <comment>Sam Kong level. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hans}</translation>
    </message>
    <message>
        <source>{hant} ({words})</source>
        <comment>Sam Kong level inside a sentence. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, {words}: the level in words. Use the ones your language needs.</comment>
        <translation>{hans}</translation>
    </message>
    <message>
        <source>Baccarat</source>
        <translation>百家乐</translation>
    </message>
    <message>
        <source>Sam Kong</source>
        <translation>三公百家乐</translation>
    </message>
    <message>
        <source>{game} art. {number}</source>
        <translation>{game}第{number}条</translation>
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
        <translation>赌场惯例(澳博)</translation>
    </message>
    <message>
        <source>Player: draw or stand?  D = draw, S = stand</source>
        <translation>闲家：补牌还是不补？  D = 补牌，S = 不补</translation>
    </message>
    <message>
        <source>Banker: draw or stand?  D = draw, S = stand</source>
        <translation>庄家：补牌还是不补？  D = 补牌，S = 不补</translation>
    </message>
    <message>
        <source>Enter an amount (0 if nothing is paid).</source>
        <translation>请输入金额（不用派彩则输入0）。</translation>
    </message>
    <message>
        <source>That is not an amount. Use digits, e.g. 1,235 or 1235.</source>
        <translation>这不是金额。请用数字，例如 1,235 或 1235。</translation>
    </message>
    <message>
        <source>An amount cannot be negative.</source>
        <translation>金额不能是负数。</translation>
    </message>
    <message>
        <source>This table pays whole dollars: no cents.</source>
        <translation>本台只派整数元，不设角分。</translation>
    </message>
    <message>
        <source>That amount is far beyond any table limit.</source>
        <translation>这个金额远超任何台面限额。</translation>
    </message>
    <message>
        <source>That is not an amount.</source>
        <translation>这不是金额。</translation>
    </message>
    <message>
        <source>The card is valid; the coup goes on</source>
        <translation>该牌有效，该局继续</translation>
    </message>
    <message>
        <source>The coup is void</source>
        <translation>该局作废</translation>
    </message>
    <message>
        <source>Burn the card and deal another</source>
        <translation>销去该牌，再派另一张</translation>
    </message>
    <message>
        <source>Reshuffle the shoe</source>
        <translation>重新洗牌</translation>
    </message>
    <message>
        <source>Correct it at once; if it cannot be corrected, the coup is void</source>
        <translation>立即更正；如无法更正，该局作废</translation>
    </message>
    <message>
        <source>The coup stands as dealt</source>
        <translation>该局按已派的牌进行</translation>
    </message>
    <message>
        <source>The coup is always void</source>
        <translation>该局一律作废</translation>
    </message>
    <message>
        <source>Type the number and press Enter.</source>
        <translation>输入数字，然后按 Enter。</translation>
    </message>
    <message>
        <source>Y = yes, N = no.</source>
        <translation>Y = 是，N = 否。</translation>
    </message>
    <message>
        <source>Press the number of your answer.</source>
        <translation>按答案的编号。</translation>
    </message>
    <message>
        <source>Burn option (b): the first card drawn is shown. How many more cards are burnt after it?</source>
        <translation>销牌方式(b)：先抽出的第一张牌已翻开。之后还要再销多少张牌？</translation>
    </message>
    <message>
        <source>Burn option (a) with {0} decks in the shoe: how many cards are burnt?</source>
        <translation>销牌方式(a)，牌靴内有{0}副牌：要销多少张牌？</translation>
    </message>
    <message>
        <source>Burn option (c): may the house fix the burn at {0} cards?</source>
        <translation>销牌方式(c)：赌场可否把销牌数定为{0}张？</translation>
    </message>
    <message>
        <source>Baccarat: at least how many cards must lie behind the cut card?</source>
        <translation>百家乐：白咭之后最少要有多少张牌？</translation>
    </message>
    <message>
        <source>Baccarat, {0} decks: may the cut card go in {1} cards from the end?</source>
        <translation>百家乐，{0}副牌：白咭可否放在距离末端{1}张牌的位置？</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: may the second cut card go {1} cards from the end?</source>
        <translation>三公百家乐，牌靴{0}副牌：第二张白咭可否放在距离末端{1}张牌的位置？</translation>
    </message>
    <message>
        <source>Sam Kong shoe: the cut card comes out during coup {0}. Which coup is the last?</source>
        <translation>三公百家乐牌靴：白咭在第{0}局出现。哪一局是最后一局？</translation>
    </message>
    <message>
        <source>the house reads art. 3 as &apos;this coup is the last&apos;</source>
        <translation>赌场把第3条理解为“本局就是最后一局”</translation>
    </message>
    <message>
        <source>the house plays one more coup after the cut card</source>
        <translation>赌场在白咭出现后再玩一局</translation>
    </message>
    <message>
        <source>Baccarat: the cut card comes out during coup {0}; {1}. Which coup is the last?</source>
        <translation>百家乐：白咭在第{0}局出现；{1}。哪一局是最后一局？</translation>
    </message>
    <message>
        <source>How many demonstration coups may be dealt per shoe at most?</source>
        <translation>每靴牌最多可派多少局示范局？</translation>
    </message>
    <message>
        <source>{0} demonstration coups have been dealt. May one more be dealt?</source>
        <translation>已派了{0}局示范局。可否再派一局？</translation>
    </message>
    <message>
        <source>{0}: a card comes out of the shoe face up. What happens?</source>
        <translation>{0}：一张牌从牌靴翻开出来。怎样处理？</translation>
    </message>
    <message>
        <source>{0}: the dealer makes a dealing error. What happens?</source>
        <translation>{0}：荷官发牌出错。怎样处理？</translation>
    </message>
    <message>
        <source>Sam Kong shoe of {0} decks: how many cards have been burnt in all once coup {1} starts?</source>
        <translation>三公百家乐，牌靴{0}副牌：第{1}局开始时，合共已销了多少张牌？</translation>
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
        <translation>补牌</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>不补</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}</source>
        <translation>闲{player}点，庄{banker}点</translation>
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
        <translation>筹码：{chips}</translation>
    </message>
    <message>
        <source>door {door} {result}</source>
        <translation>第{door}门{result}</translation>
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
        <translation>闲赢</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄赢</translation>
    </message>
    <message>
        <source>wins</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>赢</translation>
    </message>
    <message>
        <source>loses</source>
        <comment>a Sam Kong door against the banker</comment>
        <translation>输</translation>
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
        <translation>闲家点数</translation>
    </message>
    <message>
        <source>the Banker total</source>
        <translation>庄家点数</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>the Player Pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>the Banker Pair</source>
        <translation>庄对</translation>
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
        <translation>筹码组合</translation>
    </message>
    <message>
        <source>the level</source>
        <translation>牌级</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>right amount, but {given} chips where {fewest} pay it</source>
        <translation>金额正确，但用了 {given} 个筹码，{fewest} 个已足够</translation>
    </message>
    <message>
        <source>door {door} {expected}, not {given}</source>
        <translation>第{door}门{expected}，不是{given}</translation>
    </message>
    <message>
        <source>{part} is {expected}, not {given}</source>
        <translation>{part}应是{expected}，不是{given}</translation>
    </message>
    <message>
        <source>the coup is a natural</source>
        <translation>这局是例牌</translation>
    </message>
    <message>
        <source>the coup is not a natural</source>
        <translation>这局不是例牌</translation>
    </message>
    <message>
        <source>there is a {pair}</source>
        <translation>有{pair}</translation>
    </message>
    <message>
        <source>there is no {pair}</source>
        <translation>没有{pair}</translation>
    </message>
    <message>
        <source>{part}: {expected}</source>
        <translation>{part}：{expected}</translation>
    </message>
    <message>
        <source>{bet} {amount} wins</source>
        <translation>{bet} {amount} 赢</translation>
    </message>
    <message>
        <source>{bet} {amount} loses: take it</source>
        <translation>{bet} {amount} 输：收回</translation>
    </message>
    <message>
        <source>{bet} {amount} pushes: it stays</source>
        <translation>{bet} {amount} 和局：注码保留</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} wins</source>
        <translation>第{seat}位 {bet} {amount} 赢</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} loses: take it</source>
        <translation>第{seat}位 {bet} {amount} 输：收回</translation>
    </message>
    <message>
        <source>seat {seat} {bet} {amount} pushes: it stays</source>
        <translation>第{seat}位 {bet} {amount} 和局：注码保留</translation>
    </message>
    <message>
        <source>Player has a natural {total}: nobody draws</source>
        <translation>闲家例牌{total}点：双方都不补牌</translation>
    </message>
    <message>
        <source>Banker has a natural {total}: nobody draws</source>
        <translation>庄家例牌{total}点：双方都不补牌</translation>
    </message>
    <message>
        <source>Player {total} draws (Player draws on {range})</source>
        <translation>闲家{total}点补牌（闲家{range}点补牌）</translation>
    </message>
    <message>
        <source>Player {total} stands (Player stands on {range})</source>
        <translation>闲家{total}点不补（闲家{range}点不补）</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player stood (Banker draws on {range})</source>
        <translation>闲家不补牌时，庄家{total}点补牌（庄家{range}点补牌）</translation>
    </message>
    <message>
        <source>Banker {total} stands when the Player stood</source>
        <translation>闲家不补牌时，庄家{total}点不补</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>庄家{total}点一律不补</translation>
    </message>
    <message>
        <source>Banker {total} draws whatever the Player&apos;s third card</source>
        <translation>庄家{total}点，无论闲家第三张牌是什么都补牌</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {range}</source>
        <translation>闲家第三张牌是{range}时，庄家{total}点补牌</translation>
    </message>
    <message>
        <source>Banker {total} stands on a Player third card of {third} (it draws only on {range})</source>
        <translation>闲家第三张牌是{third}，庄家{total}点不补（只在{range}时补牌）</translation>
    </message>
    <message>
        <source>the {card} counts {value}</source>
        <translation>{card}当{value}点</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Player wins</source>
        <translation>闲{player}点，庄{banker}点：闲赢</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Banker wins</source>
        <translation>闲{player}点，庄{banker}点：庄赢</translation>
    </message>
    <message>
        <source>Player {player}, Banker {banker}: Tie</source>
        <translation>闲{player}点，庄{banker}点：和局</translation>
    </message>
    <message>
        <source>a first card {card} means burning {burn} more cards</source>
        <translation>第一张牌是{card}，即再销{burn}张牌</translation>
    </message>
    <message>
        <source>{burn} cards burnt in all once coup {coup} starts ({decks} decks: as many as decks at the start, one more before every later coup)</source>
        <translation>第{coup}局开始时共已销{burn}张牌（{decks}副牌：开始时销牌数与牌副数相同，其后每局前再销一张）</translation>
    </message>
    <message>
        <source>the banker has {name}, rank {ordinal} of {count} levels</source>
        <translation>庄家是{name}，{count}级中第{ordinal}级</translation>
    </message>
    <message>
        <source>with {decks} decks burn {burn} cards</source>
        <translation>{decks}副牌要销{burn}张牌</translation>
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
        <translation>时间到。答案：{answer}。{rule}</translation>
    </message>
    <message>
        <source>Right amount, not the fewest chips. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>金额正确，但筹码不是最少。你答{given}；答案是{answer}。{rule}</translation>
    </message>
    <message>
        <source>Not right. You answered {given}; the answer is {answer}. {rule}</source>
        <translation>答错。你答{given}；答案是{answer}。{rule}</translation>
    </message>
    <message>
        <source>Correct. {rule}</source>
        <translation>答对。{rule}</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is allowed</source>
        <translation>固定销牌数为{low}至{high}张；{fixed}张是允许的</translation>
    </message>
    <message>
        <source>a fixed burn is {low} to {high} cards; {fixed} is not allowed</source>
        <translation>固定销牌数为{low}至{high}张；{fixed}张是不允许的</translation>
    </message>
    <message>
        <source>the cut card goes at the last {min} cards or earlier</source>
        <translation>白咭放在最后{min}张牌或更前的位置</translation>
    </message>
    <message>
        <source>the second cut card goes between the last {low} and {high} cards</source>
        <translation>第二张白咭放在最后{low}至{high}张牌之间</translation>
    </message>
    <message>
        <source>the cut card came out in coup {cut}: coup {last} is the last</source>
        <translation>白咭在第{cut}局出现：第{last}局是最后一局</translation>
    </message>
    <message>
        <source>at most {max} demonstration coups per shoe</source>
        <translation>每靴牌最多{max}局示范局</translation>
    </message>
    <message>
        <source>an exposed card stays valid and the coup goes on</source>
        <translation>翻开了的牌仍然有效，该局继续</translation>
    </message>
    <message>
        <source>a dealing error is corrected at once, or else the coup is void</source>
        <translation>发牌错误须立即更正，否则该局作废</translation>
    </message>
    <message numerus="yes">
        <source>%n face(s) and {points} points: {name}, rank {ordinal} of {count} levels</source>
        <translation>
            <numerusform>%n张公、{points}点：{name}，{count}级中第{ordinal}级</numerusform>
        </translation>
    </message>
    <message>
        <source>door {door} with {level} wins</source>
        <translation>第{door}门{level}赢</translation>
    </message>
    <message>
        <source>door {door} with {level} loses</source>
        <translation>第{door}门{level}输</translation>
    </message>
    <message>
        <source>door {door} with {level} ties</source>
        <translation>第{door}门{level}和</translation>
    </message>
    <message>
        <source>mark commission {commission} (5% of {winnings}) in the commission box</source>
        <translation>记佣金{commission}（{winnings}的5%），记在佣金格</translation>
    </message>
    <message>
        <source>deduct commission {commission} (5% of {winnings})</source>
        <translation>扣佣金{commission}（{winnings}的5%）</translation>
    </message>
    <message>
        <source>a 10 counts 0 but is not a face ({cards})</source>
        <translation>10当0点，但不是公（{cards}）</translation>
    </message>
    <message>
        <source>pays {odds}: pay {paid}</source>
        <translation>赔率{odds}：派{paid}</translation>
    </message>
    <message>
        <source>fewest chips: {chips} (house practice, no article)</source>
        <translation>最少筹码：{chips}（赌场惯例，无条文）</translation>
    </message>
    <message>
        <source>fewest chips: {chips}</source>
        <translation>最少筹码：{chips}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}秒</translation>
    </message>
    <message>
        <source>5% of {winnings} = {commission}: pay {paid}, mark {commission} in the commission box</source>
        <translation>{winnings}的5% = {commission}：派{paid}，在佣金格记{commission}</translation>
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
        <translation>庄家以6点赢：赔一半，派{paid}</translation>
    </message>
    <message>
        <source>Mass floor HK$500, 8 seats (no 4)</source>
        <translation>中场 HK$500，8个座位（无4号）</translation>
    </message>
    <message>
        <source>Mass floor HK$1,000, 9 seats (no 4)</source>
        <translation>中场 HK$1,000，9个座位（无4号）</translation>
    </message>
</context>
</TS>
