// An offline stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the
// Google sign-in journey in place of the real script, which this machine cannot download. Both the
// Firebase Auth SDK (popup flow) and the Auth emulator's helper iframe use only `gapi.load` and
// `gapi.iframes` to talk across the frame boundary; this implements that much over postMessage,
// so the real SDK, the real emulator popup and the app's own code run unchanged.
(function () {
  var KEY = '__gapiShim';
  var handlers = {};
  var queued = {};
  var pending = {};
  var sequence = 0;

  function reply(source, id, results) {
    source.postMessage({ [KEY]: 'reply', id: id, results: results }, '*');
  }

  function deliver(name, data, source, id) {
    var handler = handlers[name];
    if (!handler) {
      (queued[name] = queued[name] || []).push({ data: data, source: source, id: id });
      return;
    }
    Promise.resolve(handler(data)).then(function (result) {
      reply(source, id, [result]);
    });
  }

  function handle(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(function (item) {
          deliver(name, item.data, item.source, item.id);
        });
      },
      send: function (name, data, callback) {
        var id = 'm' + ++sequence + '-' + Math.random();
        pending[id] = callback;
        target().postMessage({ [KEY]: 'send', name: name, data: data, id: id }, '*');
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var readyWaiters = [];
  var readyChildren = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message[KEY]) return;
    if (message[KEY] === 'send') deliver(message.name, message.data, event.source, message.id);
    else if (message[KEY] === 'reply') {
      var callback = pending[message.id];
      delete pending[message.id];
      // gapi contains errors thrown by a reply callback (the Firebase SDK's throws on purpose).
      try {
        if (callback) callback(message.results);
      } catch {
        /* contained, as gapi does */
      }
    } else if (message[KEY] === 'ready') {
      readyChildren.push(event.source);
      readyWaiters.splice(0).forEach(function (resolve) {
        resolve();
      });
    }
  });

  var context = {
    open: function (options, onOpen) {
      var iframe = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(iframe.style, attributes.style);
        else iframe.setAttribute(name, attributes[name]);
      });
      iframe.src = options.url;
      var ready = new Promise(function (resolve) {
        readyWaiters.push(resolve);
      });
      (options.where || document.body).appendChild(iframe);
      var frame = handle(function () {
        return iframe.contentWindow;
      });
      frame.ping = function (callback) {
        return ready.then(function () {
          if (callback) callback();
        });
      };
      return Promise.resolve(onOpen ? onOpen(frame) : frame);
    },
    getParentIframe: function () {
      var parent = handle(function () {
        return window.parent;
      });
      window.parent.postMessage({ [KEY]: 'ready' }, '*');
      return parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        var callback = typeof options === 'function' ? options : options && options.callback;
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin',
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
