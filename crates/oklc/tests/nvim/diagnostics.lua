-- Opens the kernel named by $OKLC_KERNEL with Neovim's built-in LSP client running `oklc lsp`,
-- waits for the server's diagnostics and writes them to $OKLC_OUT as JSON: what the server sent,
-- and what Neovim made of it (0-based line, byte column, message).
local kernel = os.getenv("OKLC_KERNEL")
local out = os.getenv("OKLC_OUT")
local received = nil

local client = vim.lsp.start_client({
  name = "oklc",
  cmd = { os.getenv("OKLC_BIN"), "lsp" },
  root_dir = vim.fn.fnamemodify(kernel, ":h"),
  handlers = {
    ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      if result and result.uri == vim.uri_from_fname(kernel) then
        received = result
      end
    end,
  },
})

vim.cmd("edit " .. vim.fn.fnameescape(kernel))
vim.bo.filetype = "okl"
vim.lsp.buf_attach_client(0, client)

local ok = vim.wait(30000, function() return received ~= nil end, 50)
local shown = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(shown, { lnum = d.lnum, col = d.col, message = d.message, severity = d.severity })
end
local file = io.open(out, "w")
file:write(vim.fn.json_encode({ ok = ok, received = received, shown = shown }))
file:close()
vim.lsp.stop_client(client)
vim.cmd("qa!")
